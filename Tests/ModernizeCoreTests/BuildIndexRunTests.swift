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

    /// Asks the resolver the type of `shelf.firstCell` and `shelf.lookup` where Locals.swift reads them.
    struct LocalTypeProbe: Codemod {
        let description = testRow("local-type-probe")
        let triggers = ["shelf.firstCell"]
        var indexInterest: IndexInterest { IndexInterest(triggers: ["render"]) }

        func rewrite(_ context: RuleContext) throws -> RuleOutput {
            var output = RuleOutput()
            for access in SyntaxSearch.all(MemberAccessExprSyntax.self, in: context.tree) where ["firstCell", "lookup"].contains(access.declName.baseName.text) {
                output.append(context.finding(at: access, severity: .note, "\(access.trimmedDescription): \(context.types.type(of: ExprSyntax(access)))"))
            }
            return output
        }
    }

    /// Issue 45: the resolver asks the build first. A property's inferred type is in the store
    /// (its USR carries it) where the source resolver cannot follow its initial value; without
    /// the store the same question is unknown (or less precise). The type report says where
    /// answers came from. (The store records no locals: a build indexes declarations' uses.)
    @Test func theResolverAnswersFromTheBuildIndexWhereTheSourceCannot() throws {
        let built = try BuildIndexFixture.built()
        var answers: [String: [String]] = [:]
        for (name, choice) in [("automatic", BuildIndexRequest.Choice.automatic), ("none", .none)] {
            var run = MigrationRun(rules: [LocalTypeProbe()], options: RuleOptions(), mode: .dryRun)
            run.buildIndexRequest = BuildIndexRequest(choice: choice)
            run.indexRoots = [built.package]
            let log = TypeQuestionLog()
            run.typeQuestions = log
            let files = ["Row.swift", "Use.swift", "Locals.swift"].map(built.source).map { SourceFile(path: $0, displayPath: $0) }
            answers[name] = run.run(files: files).flatMap(\.findings).map(\.message)
            if choice == .automatic {
                #expect(log.questions.contains { $0.origin == "build" && $0.expression == "shelf.firstCell" }, "\(log.questions)")
            }
        }
        #expect(answers["automatic"] == ["shelf.firstCell: Cell?", "shelf.lookup: [Int: [Row]]"], "\(answers)")
        #expect(answers["none"] == ["shelf.firstCell: unknown", "shelf.lookup: Dictionary"], "\(answers)")
    }

    @Test func aSourceOnlyRunHasNoStore() throws {
        let (run, reports) = try Self.run(.none)
        #expect(reports.flatMap(\.findings).map(\.message) == ["receiver unknown"])
        #expect(run.userBuildIndex.session == nil)
    }
}
