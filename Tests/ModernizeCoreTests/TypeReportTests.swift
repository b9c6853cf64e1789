import Foundation
import ModernizeCore
import SwiftSyntax
import TestSupport
import Testing

/// A rule that asks the resolver the type of every `let probeX = <expression>` value and
/// reports each unknown one as a finding (as a rule that needs a type would).
private struct TypeProbeRule: Codemod {
    let description = testRow("type-probe")
    let triggers = ["probe"]
    var indexInterest: IndexInterest { IndexInterest(triggers: ["import"], supertypeChains: true) }

    func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        for binding in SyntaxSearch.all(PatternBindingSyntax.self, in: context.tree) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name.hasPrefix("probe"),
                  let value = binding.initializer?.value else { continue }
            if context.types.type(of: value) == .unknown { output.append(context.finding(at: value, "type of `\(name)` unknown")) }
        }
        return output
    }
}

/// Issue 44: `--type-report` records every question, classifies each unknown answer by what
/// stopped the resolver (one fixture per class), and counts the findings that followed one.
@Suite struct TypeReportTests {
    static let probes = """
        import UIKit
        import SwiftUI
        struct Box<T> { var value: T }
        @dynamicMemberLookup struct Bag { subscript(dynamicMember member: String) -> Int { 0 } }
        final class Screen: UIViewController {
            func f<Element>(element: Element, box: Box<Row>, bag: Bag, rows: [Row], pair: (Int, Row)) {
                let probeKnown = Row(title: "")
                let probeGlobalChain = unknownModuleValue
                let probeProjectMember = Row(title: "").missingMember
                let probeSDKMember = view.someMissingSDKMember
                let probeUnresolvedCall = undeclaredHelper()
                let probeClosureResult = makeThing()
                let probeGeneric = element
                let probeDynamic = bag.anything
                let probeObjectiveC = LegacyCell.self
                let probeHeaderMember = legacyCell.missing
                let probeAmbiguous = Twin().value
                let probeNotIndexed = Elsewhere.shared.thing
                if case let (number, row) = pair { let probePattern = row }
                let probeKeyPath = \\Row.title
                let probeImplicit = .none
                rows.forEach { let probeClosureParameter = $0.nothing }
            }
            let makeThing: () -> Row = { Row(title: "") }
            let legacyCell = LegacyCell()
        }
        """

    func report() throws -> (TypeReport, RunReport) {
        let directory = try TemporaryDirectory()
        try directory.write("Probe.swift", Self.probes)
        try directory.write("Models.swift", "import Foundation\nstruct Row { let title: String }\n")
        try directory.write("TwinA.swift", "import Foundation\nenum A { struct Twin { var value = 1 } }\n")
        try directory.write("TwinB.swift", "import Foundation\nenum B { struct Twin { var value = \"\" } }\n")
        // Declares `Elsewhere` but holds no trigger of the rule's index: never indexed.
        try directory.write("Elsewhere.swift", "final class Elsewhere { static let shared = Elsewhere(); var thing = 1 }\n")
        try directory.write("Legacy/LegacyCell.h", "@interface LegacyCell : UITableViewCell\n@property (nonatomic, strong) UILabel *titleLabel;\n@end\n")
        var run = MigrationRun(rules: [TypeProbeRule()], options: RuleOptions(), mode: .dryRun, jobs: 1)
        let log = TypeQuestionLog()
        run.typeQuestions = log
        let report = run.run(paths: [directory.path])
        return (TypeReport(questions: log.questions, report: report), report)
    }

    @Test func everyUnknownIsClassifiedByItsShape() throws {
        let (typeReport, _) = try report()
        let shapes = Dictionary(typeReport.unknownQuestions.map { ($0.expression, $0.shape?.rawValue ?? "-") }, uniquingKeysWith: { first, _ in first })
        let expected: [String: UnknownShape] = [
            "unknownModuleValue": .undeclared,
            "Row(title: \"\").missingMember": .projectMember,
            "view.someMissingSDKMember": .sdkMember,
            "undeclaredHelper()": .undeclared,
            "makeThing()": .closureResult,
            "element": .genericParameter,
            "bag.anything": .dynamicMember,
            "legacyCell.missing": .sdkMember,
            "Twin().value": .ambiguousName,
            "Elsewhere.shared.thing": .fileNotIndexed,
            "row": .pattern,
            "\\Row.title": .keyPath,
            ".none": .implicitMember,
            "$0.nothing": .projectMember,
        ]
        for (expression, shape) in expected {
            #expect(shapes[expression] == shape.rawValue, "\(expression): \(shapes[expression] ?? "not asked")")
        }
        #expect(!shapes.keys.contains("Row(title: \"\")"), "a known answer is no unknown")
        #expect(typeReport.known >= 1 && typeReport.unknown == typeReport.unknownQuestions.count)
    }

    @Test func findingsAfterAnUnknownAreCountedAndTheTextNamesTheShapes() throws {
        let (typeReport, report) = try report()
        let row = try #require(typeReport.rules.first { $0.rule == "type-probe" })
        #expect(row.findings == report.findings.filter { $0.ruleID == "type-probe" }.count)
        #expect(row.findingsAfterUnknown == row.findings, "each finding is on the line of its unknown answer")
        let text = typeReport.renderedText()
        #expect(text.hasPrefix("type report: \(typeReport.questions) type questions asked by rules, \(typeReport.known) known"), "\(text)")
        #expect(text.contains("  file-not-indexed: 1 (declared in a file the index did not read)"), "\(text)")
        #expect(text.contains("Probe.swift:18:"), "examples carry file:line:col: \(text)")
    }

    @Test func anObjectiveCTypeOnlyInAHeaderIsNamedSo() throws {
        // Without the header in the index (a file given alone), the class is known only to the scan.
        let directory = try TemporaryDirectory()
        try directory.write("Legacy/LegacyCell.h", "@interface LegacyOnly : UITableViewCell\n@end\n")
        try directory.write("Probe.swift", "import UIKit\nfunc f() { let probeObjectiveC = LegacyOnly() }\n")
        var run = MigrationRun(rules: [TypeProbeRule()], options: RuleOptions(), mode: .dryRun, jobs: 1)
        let log = TypeQuestionLog()
        run.typeQuestions = log
        run.indexRoots = [directory.path]
        _ = run.run(files: [SourceFile(path: directory.path + "/Probe.swift", displayPath: "Probe.swift")])
        #expect(log.questions.first?.answer == "LegacyOnly", "read from the header into the index: known")
    }
}
