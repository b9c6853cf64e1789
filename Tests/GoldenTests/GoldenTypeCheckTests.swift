import Foundation
import Testing
import TestSupport

/// Every golden input and expected file must type-check against the API model of UIKit/SwiftUI
/// (Tests/APIModel), and a migration must not add deprecated API uses. Cases whose input starts
/// with `// golden: no-typecheck` hold invalid Swift on purpose and are skipped.
/// About 2 minutes of `swiftc` on 2 cores, so it runs in a CI step of its own
/// (`MODERNIZE_TYPECHECK_TEST=1`), keeping `swift test` under 10 minutes.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["MODERNIZE_TYPECHECK_TEST"] == "1"))
struct GoldenTypeCheckTests {
    /// All golden files, type-checked once per run (in parallel) on first use.
    static let run: Result<[String: TypeCheckReport], APIModelError> = APIModelModules.shared.map { modules in
        let units = GoldenCase.all.flatMap { [$0.inputUnit, $0.expectedUnit].compactMap { $0 } }
        let start = Date()
        let reports = SwiftTypeChecker(modules: modules).checkAll(units: units)
        print(String(format: "API model: built in %.1f s; type-checked %d golden files in %.1f s on %d cores",
                     modules.buildSeconds, reports.count, Date().timeIntervalSince(start), ProcessInfo.processInfo.activeProcessorCount))
        return reports
    }

    @Test(arguments: GoldenCase.all)
    func goldenFilesTypeCheck(_ golden: GoldenCase) throws {
        let inputText = try String(contentsOf: golden.inputURL, encoding: .utf8)
        if golden.skipsTypeCheck(inputText) { return }
        let reports = try Self.run.get()
        let inputReport = try #require(reports[golden.inputUnit.joined(separator: "|")])
        let allInputs = try golden.inputUnit.map { try String(contentsOf: URL(fileURLWithPath: $0), encoding: .utf8) }.joined(separator: "\n")
        let expected = try golden.expectedUnit.map { unit in
            (report: try #require(reports[unit.joined(separator: "|")]),
             text: try unit.map { try String(contentsOf: URL(fileURLWithPath: $0), encoding: .utf8) }.joined(separator: "\n"))
        }
        let problems = GoldenTypeCheck.problems(
            caseName: golden.testDescription, rules: golden.rules(inputText),
            input: (inputReport, allInputs), expected: expected)
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
    }

    /// Rules whose rewrites touch isolation (tasks, main-actor closures, `@Observable` classes
    /// held by views, new scene delegates, trait-change handlers, overrides of main-actor
    /// methods): their outputs are also checked in the Swift 6 language mode, where data-race
    /// safety is enforced.
    static let swift6Rules: Set<String> = [
        "gcd-to-task", "task-modifier", "task-id-from-onchange", "tab-from-tab-item", "image-renderer", "cell-registration", "block-based-timer",
        "observable-macro", "scene-delegate-lifecycle", "trait-change-registration", "view-is-appearing", "uikit-observation-tracking",
        "snapshot-reload-data",
    ]

    static let swift6Run: Result<[String: TypeCheckReport], APIModelError> = APIModelModules.shared.map { modules in
        let units = GoldenCase.all.filter { swift6Rules.contains($0.rule) }.flatMap { [$0.inputUnit, $0.expectedUnit].compactMap { $0 } }
        return SwiftTypeChecker(modules: modules, languageMode: ["-swift-version", "6"]).checkAll(units: units)
    }

    /// In Swift 6 mode a rewrite may not add an error: the expected file has no error message
    /// the input does not also have (legacy inputs may already have some, e.g. a non-Sendable
    /// capture in a `DispatchQueue.global().async` closure).
    @Test(arguments: GoldenCase.all.filter { swift6Rules.contains($0.rule) })
    func concurrencyRewritesAddNoSwift6Errors(_ golden: GoldenCase) throws {
        let inputText = try String(contentsOf: golden.inputURL, encoding: .utf8)
        guard !golden.skipsTypeCheck(inputText), let expectedUnit = golden.expectedUnit else { return }
        let reports = try Self.swift6Run.get()
        func messages(_ unit: [String]) throws -> [String] {
            try #require(reports[unit.joined(separator: "|")]).errors.map { $0.components(separatedBy: ": error: ").last ?? $0 }
        }
        var allowed = try messages(golden.inputUnit)
        for message in try messages(expectedUnit) {
            if let index = allowed.firstIndex(of: message) { allowed.remove(at: index); continue }
            Issue.record("golden case \(golden.testDescription): the expected output has a Swift 6 error the input does not: \(message)")
        }
    }

    // MARK: The checker itself

    private func checkCase(_ name: String, rule: String, input: String, expected: String) throws -> [String] {
        let modules = try APIModelModules.shared.get()
        let directory = try TemporaryDirectory()
        let inputPath = try directory.write("\(name).input.swift", input)
        let expectedPath = try directory.write("\(name).expected.swift", expected)
        let reports = SwiftTypeChecker(modules: modules).checkAll([inputPath, expectedPath])
        return GoldenTypeCheck.problems(
            caseName: "\(rule)/\(name)", rules: [rule],
            input: (try #require(reports[inputPath]), input), expected: (try #require(reports[expectedPath]), expected))
    }

    private static let legacyCell = """
        import UIKit

        @MainActor func configure(_ cell: UITableViewCell) {
            cell.textLabel?.text = "Title"
            cell.textLabel?.textColor = .secondaryLabel
        }

        """

    @Test func wrongMemberInExpectedFileFailsWithCompilerMessageAndCaseName() throws {
        let wrong = """
            import UIKit

            @MainActor func configure(_ cell: UITableViewCell) {
                var content = cell.defaultContentConfiguration()
                content.text = "Title"
                content.textProperties.textColor = .secondaryLabel
                cell.contentConfiguration = content
            }

            """
        let problems = try checkCase("wrong-color", rule: "cell-content-configuration", input: Self.legacyCell, expected: wrong)
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.contains("golden case cell-content-configuration/wrong-color: expected file does not type-check"))
        #expect(problem.contains("wrong-color.expected.swift:6:28: error: value of type 'UIListContentConfiguration.TextProperties' has no member 'textColor'"))
    }

    @Test func correctMigrationPasses() throws {
        let right = """
            import UIKit

            @MainActor func configure(_ cell: UITableViewCell) {
                var content = cell.defaultContentConfiguration()
                content.text = "Title"
                content.textProperties.color = .secondaryLabel
                cell.contentConfiguration = content
            }

            """
        #expect(try checkCase("right-color", rule: "cell-content-configuration", input: Self.legacyCell, expected: right) == [])
    }

    @Test func migrationOfDeprecatedAPIMustLowerTheDeprecationCount() throws {
        let stillLegacy = Self.legacyCell.replacingOccurrences(of: "\"Title\"", with: "\"Other\"")
        let problems = try checkCase("no-progress", rule: "cell-content-configuration", input: Self.legacyCell, expected: stillLegacy)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("golden case cell-content-configuration/no-progress: the case migrates code but the expected file uses as much deprecated API (2)") == true)
    }

    @Test func codeInactiveOnLinuxRelaxesOnlyTheStrictDecrease() throws {
        let wrapped = Self.legacyCell.replacingOccurrences(of: "    cell.textLabel?.text = \"Title\"\n", with: "    #if os(iOS)\n    cell.textLabel?.text = \"Title\"\n    #endif\n")
        let migrated = wrapped.replacingOccurrences(of: "#if os(iOS)", with: "#if os(iOS) // migrated")
        #expect(wrapped != Self.legacyCell)
        #expect(try checkCase("if-os", rule: "cell-content-configuration", input: wrapped, expected: migrated) == [])
    }

    @Test func addedDeprecatedUseFailsForAnyRule() throws {
        let input = """
            import UIKit

            @MainActor func hop(_ label: UILabel) {
                DispatchQueue.main.async { label.text = "" }
            }

            """
        let output = """
            import UIKit

            @MainActor func hop(_ label: UILabel) {
                Task { @MainActor in label.text = "\\(UIScreen.main.scale)" }
            }

            """
        let problems = try checkCase("more-legacy", rule: "gcd-to-task", input: input, expected: output)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("expected file uses more deprecated API (1) than its input (0)") == true)
    }

    @Test func overridingADeprecatedMethodCountsAsADeprecatedUse() {
        let text = """
            import UIKit
            final class Badge: UIView {
                // override func traitCollectionDidChange is only mentioned here
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
            }
            """
        #expect(DeprecatedOverrides.modelNames.contains("traitCollectionDidChange"))
        #expect(DeprecatedOverrides.occurrences(in: text) == ["override func traitCollectionDidChange"])
    }

    @Test func noTypecheckDirectiveIsRead() throws {
        let golden = GoldenCase(rule: "gcd-to-task", name: "x", directory: URL(fileURLWithPath: "/"), isFolder: false)
        #expect(golden.skipsTypeCheck("// golden: no-typecheck\nimport UIKit\n"))
        #expect(golden.skipsTypeCheck("// golden: min-ios=16 no-typecheck\nimport UIKit\n"))
        #expect(!golden.skipsTypeCheck("import UIKit\n// golden: no-typecheck\n"))
        #expect(golden.rules("// golden: rules=gcd-to-task,reconfigure-items\n") == ["gcd-to-task", "reconfigure-items"])
    }
}

extension GoldenCase {
    /// The case's inputs, compiled together.
    var inputUnit: [String] { files.map(\.inputURL.path) + headerStandIns }

    /// `Name.typecheck.swift` files of a folder case: what its Objective-C headers declare, as
    /// Swift imports them, compiled with the case for the type check only (the rules and the
    /// index read the `.h` files, never these).
    var headerStandIns: [String] {
        guard isFolder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: caseDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".typecheck.swift") }.sorted().map { caseDirectory.appendingPathComponent($0).path }
    }

    /// The case's outputs (the expected file, or the input where none is given, plus the Swift
    /// files the change creates), compiled together; nil when nothing changes.
    var expectedUnit: [String]? {
        let paths = files.map { FileManager.default.fileExists(atPath: $0.expectedURL.path) ? $0.expectedURL.path : $0.inputURL.path }
            + createdFiles + headerStandIns
        return paths == inputUnit ? nil : paths
    }

    /// `Name.expected.swift` files of a folder case with no `Name.input.swift`: files the change creates.
    var createdFiles: [String] {
        guard isFolder else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: caseDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".expected.swift") && !names.contains($0.replacingOccurrences(of: ".expected.swift", with: ".input.swift")) }
            .sorted().map { caseDirectory.appendingPathComponent($0).path }
    }

    /// Whether a `// golden:` line at the top of the input carries `no-typecheck`.
    func skipsTypeCheck(_ inputText: String) -> Bool {
        inputText.split(separator: "\n").prefix(while: { $0.hasPrefix("//") })
            .filter { $0.hasPrefix("// golden:") }
            .contains { $0.dropFirst("// golden:".count).split(separator: " ").contains(Substring(GoldenTypeCheck.skipDirective)) }
    }

    /// The rules the case runs (its directory, or the `rules=` directive).
    func rules(_ inputText: String) -> Set<String> {
        Set(directives(in: inputText)["rules"].map { $0.split(separator: ",").map(String.init) } ?? [rule])
    }
}
