import ModernizeCore
import SwiftSyntax

/// A UIKit view or view controller subscribing to an `ObservableObject` to update its views
/// (`model.objectWillChange.sink { ... }`, `model.$items.sink { ... }`, `.assign(to:on:)`) ->
/// the model `@Observable` and the update code read in a method UIKit tracks:
/// `updateProperties()` (iOS 26), else `viewWillLayoutSubviews()` / `layoutSubviews()` with
/// `UIObservationTrackingEnabled` in the app's Info.plist.
///
/// The subscriptions are part of `observable-macro`'s change for the model's class (one
/// `SiteGroup`, owned by that rule): the class, its SwiftUI holders and its UIKit subscribers
/// change together or not at all. Which uses are UIKit subscriptions is decided from the
/// project index (`ObservableCandidates`), so every file agrees; a subscription this file
/// cannot migrate is a finding in the group, which keeps the whole change back and says why.
public struct UIKitObservationTracking: Codemod {
    public let description = RuleDescription(
        id: "uikit-observation-tracking",
        legacy: "a UIKit view / view controller subscribing to an ObservableObject (objectWillChange.sink, $property.sink / assign) to update its views",
        modern: "@Observable model read in updateProperties() (iOS 26) or viewWillLayoutSubviews() / layoutSubviews() with UIObservationTrackingEnabled",
        since: IOSVersion(18),
        rationale: "UIKit re-runs its update methods when an @Observable property they read changes: no subscription, no AnyCancellable, no update for unrelated changes.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "debounced-sink",
                before: """
                    import Combine
                    import UIKit

                    final class SearchModel: ObservableObject {
                        @Published var query = ""
                    }

                    final class SearchViewController: UIViewController {
                        let model = SearchModel()
                        private let label = UILabel()
                        private var cancellables = Set<AnyCancellable>()

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            model.$query
                                .debounce(for: 0.3, scheduler: DispatchQueue.main)
                                .sink { [weak self] query in self?.label.text = query }
                                .store(in: &cancellables)
                        }
                    }
                    """,
                findings: ["`SearchModel` stays an ObservableObject: `.debounce(…)`"]),
        ])

    public let triggers = ["objectWillChange", ".$"]

    /// What `observable-macro` needs (the candidates are shared), the subscribers' superclass
    /// chains (is it a UIView / UIViewController?) and the Info.plist files.
    public var indexInterest: IndexInterest {
        var interest = ObservableMacro().indexInterest
        // Extensions overriding a tracked method: a second override in the class would not compile.
        interest.triggers += ["func updateProperties(", "func viewWillLayoutSubviews(", "func layoutSubviews("]
        interest.supertypeChains = true
        interest.propertyLists = true
        return interest
    }

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        let candidates = ObservableMacro.candidates(of: context.index)
        guard !candidates.byName.isEmpty else { return RuleOutput() }
        // The uses the index gave this rule, by position in this file.
        var taken: [SourcePosition: ObservableCandidates.Candidate] = [:]
        for candidate in candidates.byName.values {
            for use in candidate.uikitSubscriptions where use.location.path == context.path { taken[use.location.position] = candidate }
        }
        var output = RuleOutput()
        // Per subscriber class and model, in source order.
        var batches: [(subscriber: ClassDeclSyntax, candidate: ObservableCandidates.Candidate, accesses: [MemberAccessExprSyntax])] = []
        for access in SyntaxSearch.all(MemberAccessExprSyntax.self, in: context.tree) {
            guard Self.isSubscribable(access), let base = access.base else { continue }
            guard let candidate = taken[Self.position(of: access, in: context.parsed)] else {
                if let site = untaken(access, base: base, candidates: candidates, context: context) { output.append(site) }
                continue
            }
            let group = Self.group(candidate)
            guard let subscriber = Ancestors.enclosingTypeDeclaration(of: access)?.as(ClassDeclSyntax.self) else {
                output.append(context.finding(
                    at: access, "`\(candidate.type.name)` stays an ObservableObject: this subscription is in an extension; the rule adds the tracked method to the class body only, so move the subscription there (or migrate by hand)").inGroup(group))
                continue
            }
            if let index = batches.firstIndex(where: { $0.subscriber.id == subscriber.id && $0.candidate.type.name == candidate.type.name }) {
                batches[index].accesses.append(access)
            } else {
                batches.append((subscriber, candidate, [access]))
            }
        }
        for batch in batches {
            output.append(contentsOf: SubscriberMigration(subscriber: batch.subscriber, candidate: batch.candidate, accesses: batch.accesses, context: context).sites())
        }
        return output
    }

    /// Every site is an `x.objectWillChange` or `x.$property` access: one the index gave this
    /// rule (`ObservableCandidates.uikitSubscriptions`, by position), or one subscribed to
    /// (`.sink(…)` on it) that `untaken` reports. A file with only the first kind is left to the
    /// index's answer, so most files need not be parsed again.
    public func siteScreen(_ parsed: ParsedSource) -> SiteScreen {
        guard parsed.source.mentions("objectWillChange") || parsed.source.mentions("$") else { return .none }
        var positions: Set<SourcePosition> = []
        let subscribed = SyntaxSearch.first(MemberAccessExprSyntax.self, in: parsed.tree) { access in
            guard Self.isSubscribable(access), access.base != nil else { return false }
            if Self.isSubscribedTo(access) { return true }
            positions.insert(Self.position(of: access, in: parsed))
            return false
        } != nil
        if subscribed { return .possible }
        guard !positions.isEmpty else { return .none }
        let path = parsed.source.path
        return .ifIndex { [positions] index in
            ObservableMacro.candidates(of: index).byName.values.contains { candidate in
                candidate.uikitSubscriptions.contains { $0.location.path == path && positions.contains($0.location.position) }
            }
        }
    }

    /// Where the index records an access: `objectWillChange` at its start, `$name` at the name.
    private static func position(of access: MemberAccessExprSyntax, in parsed: ParsedSource) -> SourcePosition {
        let node = access.declName.baseName.text == "objectWillChange" ? Syntax(access) : Syntax(access.declName)
        return parsed.position(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// A member of it called (`.sink`, `.receive(on:)`...), not `send`: what `untaken` reports.
    private static func isSubscribedTo(_ access: MemberAccessExprSyntax) -> Bool {
        guard let next = access.parent?.as(MemberAccessExprSyntax.self), next.base?.id == access.id else { return false }
        return next.parent?.is(FunctionCallExprSyntax.self) == true && next.declName.baseName.text != "send"
    }

    private static func isSubscribable(_ access: MemberAccessExprSyntax) -> Bool {
        let name = access.declName.baseName.text
        return name == "objectWillChange" || (name.hasPrefix("$") && name.count > 1)
    }

    /// The change this rule's sites take part in: `observable-macro`'s for the class.
    static func group(_ candidate: ObservableCandidates.Candidate) -> SiteGroup {
        SiteGroup(id: candidate.type.name, files: candidate.files, owner: ObservableMacro().id)
    }

    /// A subscription of a project ObservableObject class the index did not give this rule:
    /// its subscriber is not a UIView / UIViewController, or the class stays an ObservableObject
    /// for another reason. Reported, so no subscription is skipped silently.
    private func untaken(_ access: MemberAccessExprSyntax, base: ExprSyntax, candidates: ObservableCandidates, context: RuleContext) -> Site? {
        guard Self.isSubscribedTo(access) else { return nil }
        let owner = Ancestors.enclosingTypeName(of: access)
        guard let owner, let resolved = context.types.type(of: base).type?.unwrapped.nominalName
                ?? ObservableCandidates.heldClass(ofExpression: base.trimmedDescription, in: owner, resolver: context.types),
              let candidate = candidates.byName[resolved], resolved != owner else { return nil }
        guard ObservableCandidates.isUIKitSubscriber(owner, resolver: context.types) else {
            return context.finding(
                at: access, severity: .info,
                "`\(owner)` is not a UIView or UIViewController subclass (as far as the project shows), so UIKit's observation tracking cannot replace this subscription to `\(candidate.type.name)`: it stays, and so does the ObservableObject (replace it with `withObservationTracking` or an AsyncStream by hand)")
        }
        if let blocker = candidate.blocker {
            return context.finding(at: access, severity: .info, "`\(candidate.type.name)` stays an ObservableObject (\(blocker)), so this subscription stays too")
        }
        return nil
    }
}
