import ModernizeCore

/// Rows of the deprecation table that have no codemod yet. An implemented rule carries its own
/// description in its file; `Codemods.table` lists both, implemented rows first.
public enum PlannedRules {
    public static let all: [RuleDescription] = [
        RuleDescription(
            id: "keyboard-layout-guide",
            legacy: "keyboardWillShow/Hide notifications adjusting constraints",
            modern: "UIKeyboardLayoutGuide (view.keyboardLayoutGuide)",
            since: IOSVersion(15),
            rationale: "The layout guide tracks the keyboard (including floating and undocked) without notification arithmetic.",
            tiers: [.finding], status: .planned),
        RuleDescription(
            id: "cell-registration",
            legacy: "register(_:forCellWithReuseIdentifier:) + string dequeue",
            modern: "UICollectionView.CellRegistration",
            since: IOSVersion(14),
            rationale: "Registrations are type-safe: no reuse-identifier strings, no force casts.",
            tiers: [.review, .finding], status: .planned),
        RuleDescription(
            id: "compositional-layout",
            legacy: "complex UICollectionViewFlowLayout subclasses",
            modern: "UICollectionViewCompositionalLayout",
            since: IOSVersion(13),
            rationale: "Compositional layouts express sections, groups and orthogonal scrolling declaratively.",
            tiers: [.finding], status: .planned),
        RuleDescription(
            id: "flush-updates-animation",
            legacy: "layoutIfNeeded() inside UIView.animate",
            modern: "UIView.animate(options: .flushUpdates)",
            since: IOSVersion(26),
            rationale: "flushUpdates applies pending trait and observable changes in the animation without a manual layout pass.",
            tiers: [.review, .finding], status: .planned),
        RuleDescription(
            id: "scene-delegate-lifecycle",
            legacy: "app-delegate window lifecycle (window in AppDelegate)",
            modern: "UIScene + SceneDelegate",
            since: IOSVersion(13),
            rationale: "Apps built with the iOS 26 SDK must adopt the scene lifecycle; the app-delegate window is no longer set up.",
            tiers: [.review, .finding], status: .planned),
        RuleDescription(
            id: "observable-macro",
            legacy: "ObservableObject + @Published",
            modern: "@Observable",
            since: IOSVersion(17),
            rationale: "Observation tracks only the properties a view reads, so unrelated changes no longer redraw it.",
            tiers: [.review, .finding], status: .planned),
        RuleDescription(
            id: "constraint-item-to-anchors",
            legacy: "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
            modern: "layout anchors (a.leadingAnchor.constraint(equalTo: b.leadingAnchor))",
            since: IOSVersion(9),
            rationale: "Anchors are type-checked: an x-axis anchor cannot be related to a y-axis one.",
            tiers: [.safe, .finding], status: .planned),
    ]
}
