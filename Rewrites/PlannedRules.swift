import ModernizeCore

/// Rows of the deprecation table that have no codemod yet. An implemented rule carries its own
/// description in its file; `Codemods.table` lists both, implemented rows first.
public enum PlannedRules {
    public static let all: [RuleDescription] = [
        RuleDescription(
            id: "scene-delegate-lifecycle",
            legacy: "app-delegate window lifecycle (window in AppDelegate)",
            modern: "UIScene + SceneDelegate",
            since: IOSVersion(13),
            rationale: "Apps built with the iOS 26 SDK must adopt the scene lifecycle; the app-delegate window is no longer set up.",
            tiers: [.review, .finding], status: .planned),
    ]
}
