import Foundation
@testable import ModernizeCore
import Testing

/// `MemoReports` keeps plain reports as columns and the others whole: reading them back
/// gives every report as it was, in order, whatever mix of kinds.
@Suite struct MemoReportsTests {
    static func reports() -> [FileReport] {
        let sixteen = DeploymentTarget(version: IOSVersion(16), origin: .xcconfig(path: "App/Base.xcconfig"))
        let fifteen = DeploymentTarget(version: IOSVersion(15), origin: .assumedDefault)
        var untriggered = FileReport(path: "App/A.swift", outcome: .notTriggered)
        untriggered.target = sixteen
        var parsed = FileReport(path: "App/B.swift", outcome: .unchanged)
        (parsed.target, parsed.wasParsed) = (fifteen, true)
        var withFinding = FileReport(path: "App/C.swift", outcome: .unchanged)
        withFinding.findings = [Finding(ruleID: "navigation-stack", path: "App/C.swift", position: SourcePosition(line: 3, column: 9), severity: .warning, message: "left as is")]
        withFinding.tierCounts = ["navigation-stack": TierCounts(finding: 1)]
        withFinding.target = sixteen
        var changed = FileReport(path: "App/D.swift", outcome: .changed)
        (changed.diff, changed.editCounts, changed.target) = ("--- a/App/D.swift\n+++ b/App/D.swift\n", ["foreground-style": 1], sixteen)
        let generated = FileReport(path: "App/E.swift", outcome: .generated(marker: "// Generated using SwiftGen"))
        let excluded = FileReport(path: "App/F.swift", outcome: .excluded(by: ".modernize.json: Generated/**"))
        var noTarget = FileReport(path: "App/G.swift", outcome: .notTriggered)
        noTarget.wasParsed = false
        // A companion a change across files writes: after the run's own files.
        var companion = FileReport(path: "App/Info.plist", outcome: .changed)
        companion.diff = "--- a/App/Info.plist\n"
        return [untriggered, parsed, withFinding, changed, generated, excluded, noTarget, companion]
    }

    static func encoded(_ reports: [FileReport]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(reports), as: UTF8.self)
    }

    @Test func everyReportComesBackAsItWas() throws {
        let reports = Self.reports()
        let paths = reports.dropLast().map(\.path)
        let memo = try MemoReports(reports, paths: paths)
        #expect(memo.kinds == "nU**gxn*")
        #expect(memo.whole?.count == 3 && memo.targets.count == 2 && memo.wholeParts.count == MemoReports.partCount)
        let stored = try BinaryDecoder.decode(MemoReports.self, from: try BinaryEncoder.encode(memo))
        // Read back, the whole reports are there once every part is decoded, in any order.
        #expect(stored.reports(paths: paths) == nil)
        let some = try #require(stored.decoding(parts: 1..<MemoReports.partCount))
        #expect(some.reports(paths: paths) == nil)
        let restored = try #require(some.decoding(parts: 0..<1)?.reports(paths: paths))
        #expect(try Self.encoded(restored) == Self.encoded(reports))
    }

    /// A report whose path is not its file's (never made by a run) is kept whole, not renamed.
    @Test func aReportOutOfPlaceIsKeptWhole() throws {
        let reports = Array(Self.reports().prefix(2))
        let memo = try MemoReports(reports, paths: ["App/Other.swift", "App/B.swift"])
        #expect(memo.kinds == "*U")
        #expect(try Self.encoded(try #require(memo.reports(paths: ["App/Other.swift", "App/B.swift"]))) == Self.encoded(reports))
    }

    /// Columns that do not fit together (a damaged or foreign entry) give nothing, never a guess.
    @Test func columnsThatDoNotFitGiveNothing() throws {
        var memo = try MemoReports(Self.reports(), paths: Self.reports().dropLast().map(\.path))
        memo.targetOfReport.removeLast()
        #expect(memo.reports(paths: Self.reports().map(\.path)) == nil)
        var extra = try MemoReports(Self.reports(), paths: Self.reports().dropLast().map(\.path))
        extra.kinds += "*"
        #expect(extra.reports(paths: Self.reports().map(\.path)) == nil)
        // A part that does not decode gives no reports at all.
        var damaged = try BinaryDecoder.decode(MemoReports.self, from: try BinaryEncoder.encode(memo))
        damaged.wholeParts[1] = Array(damaged.wholeParts[1].dropLast())
        #expect(damaged.decoding(parts: 0..<MemoReports.partCount) == nil)
    }
}
