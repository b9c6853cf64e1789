import Foundation
import ModernizeCore
import TestSupport
import Testing

/// Issue 47, item 5: the progress line names every phase of a run, from the trigger scan to the
/// last file diffed or written, so no phase of a long run looks like a hang.
@Suite struct RunProgressStepsTests {
    /// A rename that asks the index for facts, so the run has an index phase.
    private struct IndexedRename: Codemod {
        let description = testRow("indexed-rename")
        let triggers = ["oldName"]
        var indexInterest: IndexInterest { IndexInterest(triggers: ["import"], supertypeChains: true) }

        func rewrite(_ context: RuleContext) throws -> RuleOutput {
            try RenameIdentifier(id: "indexed-rename", from: "oldName", to: "newName").rewrite(context)
        }
    }

    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var drawn: [String] = []
        func add(_ line: String) { lock.withLock { drawn.append(line) } }
        var steps: [String] {
            lock.withLock { drawn.compactMap { $0.split(separator: "\u{1B}[K").last?.split(separator: " ").first.map(String.init) } }
        }
    }

    private func steps(mode: MigrationRun.Mode) throws -> [String] {
        let directory = try TemporaryDirectory()
        _ = try directory.write("A.swift", "import Foundation\nlet oldName = 1\n")
        _ = try directory.write("B.swift", "import Foundation\nclass Model {}\n")
        let lines = Lines()
        let run = MigrationRun(rules: [IndexedRename()], options: RuleOptions(), mode: mode, jobs: 1)
        _ = run.run(paths: [directory.path], progress: RunProgress(delay: 0) { lines.add($0) })
        return lines.steps
    }

    @Test func everyPhaseIsShown() throws {
        let shown = try steps(mode: .dryRun)
        for step in ["scanning", "indexing", "linking", "files", "diffing"] {
            #expect(shown.contains(step), "\(step) missing from \(shown)")
        }
        #expect(try steps(mode: .apply).contains("writing"))
    }
}
