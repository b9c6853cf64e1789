import Foundation
@testable import ModernizeCore
import Testing

/// The caches keep reports in hand-written forms (non-default fields only, flat lists for
/// positions, spans, targets and outcomes): every field and every case comes back as it was.
@Suite struct ReportCodingTests {
    static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try BinaryDecoder.decode(Value.self, from: try BinaryEncoder.encode(value))
    }

    @Test func aReportWithEveryFieldSetComesBack() throws {
        var report = FileReport(path: "App/A.swift", outcome: .changed)
        report.editCounts = ["foreground-style": 2]
        report.tierCounts = ["foreground-style": TierCounts(safe: 2, review: 1, reviewApplied: 1, finding: 3)]
        report.findings = [
            Finding(
                ruleID: "navigation-stack", path: "App/A.swift", position: SourcePosition(line: 3, column: 9), severity: .warning,
                message: "left as is", suggestion: "NavigationStack { }", tier: .review, applied: true, lineText: "NavigationView {",
                end: SourcePosition(line: 5, column: 2)),
        ]
        report.internalErrors = [InternalError(ruleID: "gcd-to-task", path: "App/A.swift", message: "overlapping edits")]
        report.diff = "--- a/App/A.swift\n+++ b/App/A.swift\n"
        let edit = AppliedEdit(ruleID: "foreground-style", pass: 2, start: SourcePosition(line: 1, column: 2), end: SourcePosition(line: 1, column: 9), replacement: "foregroundStyle", tier: .review)
        report.edits = [edit]
        var site = AppliedSite(ruleID: "foreground-style", unit: "u1", position: SourcePosition(line: 1, column: 2), lines: [LineSpan(first: 1, last: 4)], tier: .review)
        (site.end, site.note, site.lineText, site.pass, site.edits, site.wouldBeCode) = (SourcePosition(line: 4, column: 1), "note", "x", 2, [edit], "y")
        report.appliedSites = [site]
        report.suppressedCounts = ["weak-delegate": 1]
        report.target = DeploymentTarget(version: IOSVersion(16, 4), origin: .xcconfig(path: "App/Base.xcconfig"))
        report.wasParsed = true
        report.warnings = ["owner could not be kept"]
        report.severityOverrides = ["weak-delegate": .error]
        report.acceptedSites = ["site-key"]
        let back = try Self.roundTrip([report])
        #expect(try MemoReportsTests.encoded(back) == MemoReportsTests.encoded([report]))
        #expect(back.first?.appliedSites == [site] && back.first?.findings == report.findings && back.first?.target == report.target)
    }

    @Test func aNewReportKeepsItsDefaults() throws {
        let back = try Self.roundTrip(FileReport(path: "App/B.swift", outcome: .unchanged))
        #expect(back.path == "App/B.swift" && back.outcome == .unchanged && back.target == nil && !back.wasParsed)
        #expect(back.findings.isEmpty && back.editCounts.isEmpty && back.diff.isEmpty && back.acceptedSites.isEmpty)
    }

    @Test func aFindingWithoutSuggestionOrEndComesBack() throws {
        let plain = Finding(ruleID: "weak-delegate", path: "B.swift", position: SourcePosition(line: 1, column: 1), severity: .note, message: "m")
        let full = Finding(
            ruleID: "r", path: "C.swift", position: SourcePosition(line: 9, column: 4), severity: .error, message: "",
            suggestion: "", tier: .safe, applied: true, lineText: "t", end: SourcePosition(line: 10, column: 1))
        #expect(try Self.roundTrip([plain, full, plain]) == [plain, full, plain])
        #expect(try Self.roundTrip(["a": TierCounts(safe: 1, review: 2, reviewApplied: 3, finding: 4)]) == ["a": TierCounts(safe: 1, review: 2, reviewApplied: 3, finding: 4)])
    }

    @Test func everyOutcomeComesBack() throws {
        let outcomes: [FileReport.Outcome] = [
            .notTriggered, .unchanged, .changed, .internalError, .skipped(reason: "parse error"), .excluded(by: "Generated/**"),
            .generated(marker: "// Generated"),
        ]
        #expect(try Self.roundTrip(outcomes) == outcomes)
    }

    @Test func everyDeploymentTargetOriginComesBack() throws {
        let origins: [DeploymentTarget.Origin] = [
            .commandLine, .config(path: "a"), .package(path: "b"), .xcodeProject(path: "c"), .xcconfig(path: "d"),
            .xcodeGen(path: "e"), .tuist(path: "f"), .assumedDefault,
        ]
        let targets = origins.map { DeploymentTarget(version: IOSVersion(17, 2), origin: $0) }
        #expect(try Self.roundTrip(targets) == targets)
    }

    @Test func aDamagedOutcomeOrOriginThrows() throws {
        var fields = try BinaryEncoder.encode(["q"])
        #expect(throws: (any Error).self) { try BinaryDecoder.decode(FileReport.Outcome.self, from: fields) }
        fields = try BinaryEncoder.encode(AnyList(items: [.int(16), .int(0), .text("z"), .text("path")]))
        #expect(throws: (any Error).self) { try BinaryDecoder.decode(DeploymentTarget.self, from: fields) }
    }
}

/// A list of ints and strings, to write malformed flat forms.
private struct AnyList: Encodable {
    enum Item { case int(Int), text(String) }
    let items: [Item]

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        for item in items {
            switch item {
            case .int(let value): try fields.encode(value)
            case .text(let value): try fields.encode(value)
            }
        }
    }
}

/// A suggestion's lines are indented under `suggested:` exactly as splitting it into
/// characters at each line feed did.
@Suite struct SuggestionIndentTests {
    @Test(arguments: ["one line", "a\nb", "a\n\nb\n", "\n", "a\r\nb\nc", "\r\n\n", "é\n\u{301}x", "tab\t\nend"])
    func indentingMatchesSplittingIntoCharacters(_ text: String) {
        let split = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
        #expect(Array(Finding.indentingLines(text).utf8) == Array(split.utf8))
    }
}
