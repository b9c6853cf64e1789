import ModernizeCore
import SwiftSyntax

/// GCD -> Swift concurrency:
/// - `DispatchQueue.main.async { }` / `.async(execute: { })` -> `Task { @MainActor in }`;
/// - `DispatchQueue.main.asyncAfter(deadline: .now() + X) { }` -> the same, with
///   `try? await Task.sleep(...)` as the closure's first statement;
/// - `DispatchQueue.global(qos:).async { }` -> `Task.detached(priority:) { }`, a
///   `DispatchQueue.main.async { }` directly inside it -> `await MainActor.run { }`.
/// Only call heads are edited, so nested calls compose. Everything else GCD (main.sync, custom
/// queues, work items, groups, flags, semaphores, other deadlines) is reported and left alone.
public struct GCDToTask: Codemod {
    public let description = RuleDescription(
        id: "gcd-to-task",
        legacy: "DispatchQueue.main.async / asyncAfter / global().async",
        modern: "Task { @MainActor in } / Task.sleep / Task.detached",
        since: IOSVersion(13),
        rationale: "Structured concurrency makes main-actor isolation checkable by the compiler; timing and ordering can shift slightly.",
        tiers: [.safe, .review, .finding],
        examples: [
            RuleExample(
                "main-async-in-view-controller",
                before: """
                    import UIKit

                    final class ProfileViewController: UIViewController {
                        func show(_ name: String) {
                            DispatchQueue.main.async {
                                self.title = name
                            }
                        }
                    }
                    """,
                after: """
                    import UIKit

                    final class ProfileViewController: UIViewController {
                        func show(_ name: String) {
                            Task { @MainActor in
                                self.title = name
                            }
                        }
                    }
                    """),
            RuleExample(
                "main-sync",
                before: """
                    import Foundation

                    func read() -> Int {
                        DispatchQueue.main.sync { 1 }
                    }
                    """,
                findings: ["DispatchQueue.main.sync not rewritten"]),
        ])
    public let triggers = ["DispatchQueue", "DispatchGroup", "DispatchSemaphore"]

    public init() {}

    /// Facts from other files: which functions block (so a detached body calling them is
    /// reported), and the superclass chains of the types holding sites (a project's base view
    /// controller in another file), so `MainActorTypes` sees them; a chain it cannot see makes a
    /// main-queue hop review, not safe.
    public let indexInterest = IndexInterest(
        triggers: BlockingCalls.indexTriggers + ShadowingTypes.indexTriggers(for: "Task") + ShadowingTypes.indexTriggers(for: "Dispatch"),
        calls: BlockingCalls.names, supertypeChains: true, callGraph: true, callGraphSinks: BlockingCalls.callGraphSinks)

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let finder = DispatchSiteFinder()
        finder.walk(context.tree)
        let types = context.types
        let sites = finder.sites { base in types.type(of: base).type?.unwrapped.nominalName == "DispatchQueue" }
        let taskShadowing = TaskShadowing(topLevelHere: finder.declaresTopLevelTask, ownersHere: finder.nestedTaskOwners, index: context.index)
        var planner = GCDRewritePlanner(context: context, taskShadowing: taskShadowing,
                                        intervalNames: finder.intervalNames, classes: finder.classes, structs: finder.structs)
        planner.shadowedDispatchTypes = finder.declaredDispatchTypes.union(Self.projectDispatchTypes(context.index))
        return planner.plan(calls: sites.calls, primitives: sites.primitives)
    }

    /// Every site is a dispatch call or a `DispatchGroup()` / `DispatchSemaphore(value:)`
    /// (`DispatchSiteFinder.sites`): the syntax finds them all when any receiver may be a queue.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        // `async`, `asyncAfter` and `sync` all hold "sync".
        guard ["sync", "DispatchGroup", "DispatchSemaphore"].contains(where: parsed.source.mentions) else { return false }
        return SyntaxSearch.contains(FunctionCallExprSyntax.self, in: parsed.tree) { call in
            if DispatchCall(call, customQueueNames: [], typedAsQueue: { _ in true }) != nil { return true }
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return name == "DispatchGroup" || name == "DispatchSemaphore"
        }
    }

    /// A top-level type named `Task` in an indexed file makes `Task { }` mean that type in the module.
    static func projectDeclaresTask(_ index: ProjectIndex) -> Bool {
        ShadowingTypes.projectDeclaration(of: "Task", in: index) != nil
    }

    /// Names that, declared by the project, make `DispatchQueue.main` (or
    /// `Dispatch.DispatchQueue.main`) mean something other than Dispatch's queue.
    static let dispatchTypeNames: Set<String> = ["DispatchQueue", "Dispatch"]

    /// The names of the project's top-level types shadowing Dispatch's.
    static func projectDispatchTypes(_ index: ProjectIndex) -> Set<String> {
        dispatchTypeNames.filter { ShadowingTypes.projectDeclaration(of: $0, in: index) != nil }
    }
}
