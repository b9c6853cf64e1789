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
        let candidates = context.index.memo.value("observable-macro.candidates") { ObservableCandidates(index: context.index) }
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
            let name = access.declName.baseName.text
            let position = name == "objectWillChange" ? context.position(of: access) : context.position(of: access.declName)
            guard let candidate = taken[position] else {
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

    /// Every site is an `x.objectWillChange` or `x.$property` access, told by its syntax.
    public func couldHoldSites(_ parsed: ParsedSource) -> Bool {
        (parsed.source.mentions("objectWillChange") || parsed.source.mentions("$"))
            && SyntaxSearch.contains(MemberAccessExprSyntax.self, in: parsed.tree) { Self.isSubscribable($0) && $0.base != nil }
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
        // Subscribed to: a member of it is called (`.sink`, `.receive(on:)`...).
        guard let next = access.parent?.as(MemberAccessExprSyntax.self), next.base?.id == access.id,
              next.parent?.is(FunctionCallExprSyntax.self) == true, next.declName.baseName.text != "send" else { return nil }
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
