import ModernizeCore
import SwiftSyntax

/// `Timer.scheduledTimer(timeInterval:target: self, selector:userInfo: nil, repeats:)` ->
/// `Timer.scheduledTimer(withTimeInterval:repeats:) { [weak self] … }`: a target/selector timer
/// retains its target until it is invalidated, which keeps a view controller alive (and its
/// timer firing) after it is dismissed. Review tier: the owner may now be released while the
/// timer runs.
public struct BlockBasedTimer: Codemod {
    public let description = RuleDescription(
        id: "block-based-timer",
        legacy: "`Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`",
        modern: "`Timer.scheduledTimer(withTimeInterval:repeats:) { [weak self] _ in … }`",
        since: IOSVersion(13),
        rationale: "A target/selector timer retains its target until invalidated: the owner cannot be deallocated (nor invalidate the timer in `deinit`) while it runs. A block that captures `self` weakly breaks the cycle.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "view-controller-timer",
                before: """
                    import UIKit

                    final class ClockViewController: UIViewController {
                        var timer: Timer?

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                        }

                        @objc func tick() {}
                    }
                    """,
                after: """
                    import UIKit

                    final class ClockViewController: UIViewController {
                        var timer: Timer?

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                                MainActor.assumeIsolated { self?.tick() }
                            }
                        }

                        @objc func tick() {}
                    }
                    """,
                findings: ["review: "]),
            RuleExample(
                "user-info",
                before: """
                    import UIKit

                    final class RetryViewController: UIViewController {
                        func retry(_ request: String) {
                            Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(fire(_:)), userInfo: request, repeats: false)
                        }

                        @objc func fire(_ timer: Timer) {}
                    }
                    """,
                findings: ["target/selector timer not rewritten: it passes `userInfo: request`"]),
        ])

    public let triggers = ["timeInterval"]
    /// The owner's superclass chain decides main-actor isolation across files.
    /// The superclass chains of the types holding sites, and the files declaring a `Timer` of
    /// the project's own.
    public let indexInterest = IndexInterest(triggers: ["timeInterval"] + ShadowingTypes.indexTriggers(for: "Timer"), supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        let mainActorTypes = MainActorTypes(index: context.index, tree: context.tree)
        var ownTimer: String??  // asked once, at the first site
        for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree) {
            guard let timer = TargetSelectorTimer(call) else { continue }
            // `Foundation.Timer` is Foundation's whatever the project declares.
            if timer.call.calledExpression.firstToken(viewMode: .sourceAccurate)?.text != "Foundation" {
                if ownTimer == nil { ownTimer = ShadowingTypes.declaration(of: "Timer", in: context) }
                if let declared = ownTimer ?? nil {
                    output.append(context.finding(
                        at: call,
                        "target/selector timer not rewritten: the project declares its own type named Timer (\(declared)), so `Timer` here is that type, not Foundation's; where Foundation's timer is meant, write `Foundation.Timer` and the rule migrates it"))
                    continue
                }
            }
            output.append(site(for: timer, mainActorTypes: mainActorTypes, context: context))
        }
        return output
    }

    /// Every site is a target/selector timer call, told by its syntax.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        // Its labels (`selector:`, `userInfo:`) first: most files the trigger names have none.
        parsed.source.mentions("selector") && parsed.source.mentions("userInfo")
            && SyntaxSearch.contains(FunctionCallExprSyntax.self, in: parsed.tree) { TargetSelectorTimer($0) != nil }
    }

    private func site(for timer: TargetSelectorTimer, mainActorTypes: MainActorTypes, context: RuleContext) -> Site {
        let onMainActor = Ancestors.enclosingTypeName(of: timer.call).map(mainActorTypes.isMainActor) ?? false
        let inTypeMember = InstanceCode.member(holding: timer.call).map(InstanceCode.isStatic) ?? false
        let suggestion = timer.suggestedBlockForm(onMainActor: onMainActor, inTypeMember: inTypeMember)
        func blocked(_ reason: String) -> Site {
            context.finding(at: timer.call, "target/selector timer not rewritten: \(reason)", suggestion: suggestion)
        }
        guard timer.userInfo.is(NilLiteralExprSyntax.self) else {
            return blocked("it passes `userInfo: \(timer.userInfo.trimmedDescription)`, which the method reads from the timer; capture the value in the block instead")
        }
        guard timer.target.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
            return blocked("the target is `\(timer.target.trimmedDescription)`, not `self`; the timer keeps it alive, which may be what the code relies on")
        }
        guard let selector = timer.selectorMethod else {
            return blocked("`\(timer.selector.trimmedDescription)` is not a plain method selector")
        }
        let isolation = TimerIsolation.check(timer.call, mainActorTypes: mainActorTypes)
        guard case .mainActorMethod(let owner, let function) = isolation else {
            if case .blocked(let reason) = isolation { return blocked(reason) }
            return blocked("unreachable")
        }
        if let typeName = timer.selectorTypeName, typeName != owner {
            return blocked("the selector names `\(typeName).\(selector.name)`, a method of another type than `\(owner)`")
        }
        let method: TimerMethod
        switch TimerMethod.find(selector.name, argumentNames: selector.argumentNames, owner: owner, in: context.tree) {
        case .found(let found): method = found
        case .blocked(let reason): return blocked(reason)
        }
        if timer.form == .unscheduled, !addsToMainThreadRunLoop(in: function) {
            return blocked("the timer is added to a run loop elsewhere; the block calls `MainActor.assumeIsolated`, which needs it to fire on the main thread (add it with `RunLoop.main.add(_:forMode:)` in this method)")
        }
        if let comment = droppedComment(timer) {
            return blocked("the comment `\(comment)` inside the arguments would be lost; move it out of the call first")
        }
        let text = TimerBlockText(timer: timer, method: method, context: context).replacement
        let edit = SourceEdit(
            range: timer.call.leftParen!.positionAfterSkippingLeadingTrivia..<timer.call.rightParen!.endPositionBeforeTrailingTrivia,
            replacement: text)
        return .review(at: timer.call, [edit], because: Self.note(timer, method: method, owner: owner, context: context))
    }

    /// What changes for this timer: it no longer keeps `owner` alive.
    private static func note(_ timer: TargetSelectorTimer, method: TimerMethod, owner: String, context: RuleContext) -> String {
        let call = method.call(passing: "timer")
        let lifetime: String
        let invalidation = deinitInvalidatesTimer(owner: owner, in: context.tree)
            ? "`\(owner)`'s `deinit` invalidates a timer, and now gets to run (before, the timer kept `\(owner)` alive)"
            : "invalidate it in `deinit`"
        switch timer.repeats.trimmedDescription {
        case "false":
            lifetime = "the one-shot timer no longer keeps `\(owner)` alive until it fires: if `\(owner)` is released first, `\(call)` does not run"
        case "true":
            lifetime = "the repeating timer no longer keeps `\(owner)` alive: `\(owner)` can now be released while it runs, and the timer then fires with nothing to call until it is invalidated; \(invalidation)"
        default:
            lifetime = "the timer no longer keeps `\(owner)` alive: if `\(owner)` is released first, `\(call)` stops running, and a repeating timer fires with nothing to call until it is invalidated; \(invalidation)"
        }
        return lifetime + " (`MainActor.assumeIsolated` holds: created in main-actor code, the timer fires on the main run loop)"
    }

    /// Does a `deinit` of `owner` in this file call `invalidate()`?
    private static func deinitInvalidatesTimer(owner: String, in tree: SourceFileSyntax) -> Bool {
        SyntaxSearch.all(DeinitializerDeclSyntax.self, in: tree).contains { deinitializer in
            Ancestors.enclosingTypeName(of: deinitializer) == owner
                && SyntaxSearch.contains(FunctionCallExprSyntax.self, in: deinitializer) {
                    $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "invalidate"
                }
        }
    }

    /// `RunLoop.main.add(…)` / `RunLoop.current.add(…)` in the function that creates an
    /// unscheduled timer.
    private func addsToMainThreadRunLoop(in function: Syntax) -> Bool {
        SyntaxSearch.contains(FunctionCallExprSyntax.self, in: function) { call in
            guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "add" else { return false }
            return ["RunLoop.main", "RunLoop.current"].contains(callee.base?.trimmedDescription ?? "")
        }
    }

    /// A comment in the argument list outside the kept interval and repeats expressions (their
    /// interior trivia is kept; the trivia around them and around other arguments is not).
    private func droppedComment(_ timer: TargetSelectorTimer) -> String? {
        let kept = [timer.interval, timer.repeats].map { $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia }
        for token in timer.call.arguments.tokens(viewMode: .sourceAccurate) {
            let start = token.positionAfterSkippingLeadingTrivia, end = token.endPositionBeforeTrailingTrivia
            let leadingKept = kept.contains { $0.lowerBound < start && start < $0.upperBound }
            let trailingKept = kept.contains { $0.lowerBound <= start && end < $0.upperBound }
            let lost = (leadingKept ? [] : TriviaLines.comments(in: token.leadingTrivia))
                + (trailingKept ? [] : TriviaLines.comments(in: token.trailingTrivia))
            if let comment = lost.first { return comment }
        }
        // The edit ends before `)`'s trailing trivia, so only its leading trivia goes.
        return timer.call.rightParen.flatMap { TriviaLines.comments(in: $0.leadingTrivia).first }
    }
}
