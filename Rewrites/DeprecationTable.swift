import ModernizeCore

/// The deprecation table: every legacy API the tool knows, as data. `modernize rules` prints it
/// and the README's copy is checked against it by a test. A row is `implemented` only when a
/// codemod with its id is in `Codemods.all` and has golden cases (also checked by a test).
public enum DeprecationTable {
    public static let cellContentConfiguration = DeprecationRow(
        id: "cell-content-configuration",
        legacy: "cell.textLabel / detailTextLabel / imageView",
        modern: "UIListContentConfiguration (defaultContentConfiguration() + contentConfiguration)",
        since: IOSVersion(14), safety: .automatic,
        rationale: "The cell's built-in labels are deprecated; a content configuration keeps the cell style and adapts to state.",
        status: .implemented)

    public static let traitChangeRegistration = DeprecationRow(
        id: "trait-change-registration",
        legacy: "override func traitCollectionDidChange",
        modern: "registerForTraitChanges(_:handler:)",
        since: IOSVersion(17), safety: .review,
        rationale: "traitCollectionDidChange is deprecated; registering for the traits that matter avoids work on unrelated changes.",
        status: .implemented)

    public static let reconfigureItems = DeprecationRow(
        id: "reconfigure-items",
        legacy: "snapshot.reloadItems",
        modern: "snapshot.reconfigureItems",
        since: IOSVersion(15), safety: .review,
        rationale: "Reconfiguring updates the existing cell in place instead of dequeuing a new one: cheaper, no flicker.",
        status: .implemented)

    public static let gcdToTask = DeprecationRow(
        id: "gcd-to-task",
        legacy: "DispatchQueue.main.async / asyncAfter / global().async",
        modern: "Task { @MainActor in } / Task.sleep / Task.detached",
        since: IOSVersion(13), safety: .review,
        rationale: "Structured concurrency makes main-actor isolation checkable by the compiler; timing and ordering can shift slightly.",
        status: .implemented)

    public static let keyboardLayoutGuide = DeprecationRow(
        id: "keyboard-layout-guide",
        legacy: "keyboardWillShow/Hide notifications adjusting constraints",
        modern: "UIKeyboardLayoutGuide (view.keyboardLayoutGuide)",
        since: IOSVersion(15), safety: .reportOnly,
        rationale: "The layout guide tracks the keyboard (including floating and undocked) without notification arithmetic.",
        status: .planned)

    public static let cellRegistration = DeprecationRow(
        id: "cell-registration",
        legacy: "register(_:forCellWithReuseIdentifier:) + string dequeue",
        modern: "UICollectionView.CellRegistration",
        since: IOSVersion(14), safety: .review,
        rationale: "Registrations are type-safe: no reuse-identifier strings, no force casts.",
        status: .planned)

    public static let navigationBarAppearance = DeprecationRow(
        id: "navigation-bar-appearance",
        legacy: "navigationBar.barTintColor / isTranslucent",
        modern: "UINavigationBarAppearance on all 4 appearance slots",
        since: IOSVersion(13), safety: .automatic,
        rationale: "Since iOS 15 scroll-edge appearance ignores barTintColor; only an appearance object styles every state.",
        status: .planned)

    public static let compositionalLayout = DeprecationRow(
        id: "compositional-layout",
        legacy: "complex UICollectionViewFlowLayout subclasses",
        modern: "UICollectionViewCompositionalLayout",
        since: IOSVersion(13), safety: .reportOnly,
        rationale: "Compositional layouts express sections, groups and orthogonal scrolling declaratively.",
        status: .planned)

    public static let flushUpdatesAnimation = DeprecationRow(
        id: "flush-updates-animation",
        legacy: "layoutIfNeeded() inside UIView.animate",
        modern: "UIView.animate(options: .flushUpdates)",
        since: IOSVersion(26), safety: .review,
        rationale: "flushUpdates applies pending trait and observable changes in the animation without a manual layout pass.",
        status: .planned)

    public static let sceneDelegateLifecycle = DeprecationRow(
        id: "scene-delegate-lifecycle",
        legacy: "app-delegate window lifecycle (window in AppDelegate)",
        modern: "UIScene + SceneDelegate",
        since: IOSVersion(13), safety: .reportOnly,
        rationale: "Apps built with the iOS 26 SDK must adopt the scene lifecycle; the app-delegate window is no longer set up.",
        status: .planned)

    public static let observableMacro = DeprecationRow(
        id: "observable-macro",
        legacy: "ObservableObject + @Published",
        modern: "@Observable",
        since: IOSVersion(17), safety: .review,
        rationale: "Observation tracks only the properties a view reads, so unrelated changes no longer redraw it.",
        status: .planned)

    public static let rows: [DeprecationRow] = [
        cellContentConfiguration, traitChangeRegistration, reconfigureItems, gcdToTask,
        keyboardLayoutGuide, cellRegistration, navigationBarAppearance, compositionalLayout,
        flushUpdatesAnimation, sceneDelegateLifecycle, observableMacro,
    ]

    public static func row(id: String) -> DeprecationRow? { rows.first { $0.id == id } }
}
