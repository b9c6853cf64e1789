import Foundation
@testable import ModernizeCore
import SwiftSyntax
import TestSupport
import Testing

/// Where the type resolver will find the build index: a rule's `context.index.buildIndex`, the
/// store the run opened (`MigrationRun.buildIndexRequest`), with the run's status on
/// `MigrationRun.userBuildIndex`.
@Suite(.enabled(if: BuildIndexFixture.canBuild)) struct BuildIndexRunTests {
    /// Reports, at each `render` call, the receiver type the build index records for it.
    struct ReceiverProbe: Codemod {
        let description = testRow("receiver-probe")
        let triggers = ["render"]
        var indexInterest: IndexInterest { IndexInterest(triggers: ["render"]) }

        func rewrite(_ context: RuleContext) throws -> RuleOutput {
            var output = RuleOutput()
            // Use.swift's call (Row.swift's `super.render()` has no receiver type of its own).
            for token in context.tree.tokens(viewMode: .sourceAccurate) where context.path.hasSuffix("/Use.swift") && token.text == "render" {
                let position = context.position(of: token)
                // The run names the file by its absolute path here; a rule gets it as the run reads it.
                let occurrence = context.index.buildIndex?.file(context.path)?.occurrences(atLine: position.line, column: position.column).first
                output.append(context.finding(at: token, severity: .note, "receiver \(occurrence?.related(.receivedBy)?.name ?? "unknown")"))
            }
            return output
        }
    }

    static func run(_ request: BuildIndexRequest) throws -> (MigrationRun, [FileReport]) {
        let built = try BuildIndexFixture.built()
        var run = MigrationRun(rules: [ReceiverProbe()], options: RuleOptions(), mode: .dryRun)
        run.buildIndexRequest = request
        run.indexRoots = [built.package]
        let files = ["Row.swift", "Use.swift"].map(built.source).map { SourceFile(path: $0, displayPath: $0) }
        return (run, run.run(files: files))
    }

    @Test func aRuleReachesTheStoreThroughTheProjectIndex() throws {
        let (run, reports) = try Self.run(BuildIndexRequest(choice: .automatic))
        let messages = reports.flatMap(\.findings).map(\.message)
        #expect(messages == ["receiver Cell"], "`sampleRow.cell?.render()` in Use.swift: \(messages)")
        let status = try #require(run.userBuildIndex.session?.status)
        #expect((status.files, status.covered, status.changedSinceBuild) == (2, 2, 0))
        #expect(status.origin == "the package's .build")
    }

    @Test func aSourceOnlyRunHasNoStore() throws {
        let (run, reports) = try Self.run(.none)
        #expect(reports.flatMap(\.findings).map(\.message) == ["receiver unknown"])
        #expect(run.userBuildIndex.session == nil)
    }
}
