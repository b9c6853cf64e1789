// API model of UIKit (see Module.swift): navigation, tab, tool and search bars and their iOS 13
// appearance objects.

public enum UIBarMetrics: Int, Sendable { case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102 }
public enum UIBarStyle: Int, Sendable { case `default` = 0, black = 1 }
public enum UIBarPosition: Int, Sendable { case any = 0, bottom = 1, top = 2, topAttached = 3 }

@MainActor open class UIBarAppearance: NSObject {
    public init(idiom: UIUserInterfaceIdiom) { fatalError() }
    public convenience override init() { fatalError() }
    public init(barAppearance: UIBarAppearance) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var idiom: UIUserInterfaceIdiom { fatalError() }
    open func configureWithDefaultBackground() { fatalError() }
    open func configureWithOpaqueBackground() { fatalError() }
    open func configureWithTransparentBackground() { fatalError() }
    open var backgroundEffect: UIBlurEffect? { get { fatalError() } set { fatalError() } }
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var backgroundImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var backgroundImageContentMode: UIView.ContentMode { get { fatalError() } set { fatalError() } }
    open var shadowColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var shadowImage: UIImage? { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { fatalError() } }
    open var titlePositionAdjustment: UIOffset { get { fatalError() } set { fatalError() } }
    open var backgroundImage: UIImage? { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIBarButtonItemAppearance: NSObject {
    public init(style: UIBarButtonItem.Style) { fatalError() }
    public convenience override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func configureWithDefault(for style: UIBarButtonItem.Style) { fatalError() }
    open var normal: UIBarButtonItemStateAppearance { fatalError() }
    open var highlighted: UIBarButtonItemStateAppearance { fatalError() }
    open var disabled: UIBarButtonItemStateAppearance { fatalError() }
    open var focused: UIBarButtonItemStateAppearance { fatalError() }
}

@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { fatalError() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { fatalError() } }
    open var titlePositionAdjustment: UIOffset { get { fatalError() } set { fatalError() } }
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { fatalError() } }
    open var prominentButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { fatalError() } }
    open var doneButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { fatalError() } }
    open var backButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { fatalError() } }
    open var backIndicatorImage: UIImage { fatalError() }
    open var backIndicatorTransitionMaskImage: UIImage { fatalError() }
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) { fatalError() }
}

@MainActor open class UINavigationBar: UIView {
    open var barStyle: UIBarStyle { get { fatalError() } set { fatalError() } }
    open var isTranslucent: Bool { get { fatalError() } set { fatalError() } }
    open var barTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var prefersLargeTitles: Bool { get { fatalError() } set { fatalError() } }
    open var shadowImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { get { fatalError() } set { fatalError() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { get { fatalError() } set { fatalError() } }
    open var backIndicatorImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var backIndicatorTransitionMaskImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var standardAppearance: UINavigationBarAppearance { get { fatalError() } set { fatalError() } }
    open var compactAppearance: UINavigationBarAppearance? { get { fatalError() } set { fatalError() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set { fatalError() } }
    /// iOS 15.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set { fatalError() } }
    open var items: [UINavigationItem]? { get { fatalError() } set { fatalError() } }
    open var topItem: UINavigationItem? { fatalError() }
    open var backItem: UINavigationItem? { fatalError() }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { fatalError() }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) { fatalError() }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { fatalError() }
}

@MainActor open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { fatalError() } }
    open var iconColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var badgeBackgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
}

@MainActor open class UITabBarItemAppearance: NSObject {
    public convenience override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var normal: UITabBarItemStateAppearance { fatalError() }
    open var selected: UITabBarItemStateAppearance { fatalError() }
    open var disabled: UITabBarItemStateAppearance { fatalError() }
    open var focused: UITabBarItemStateAppearance { fatalError() }
}

@MainActor open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set { fatalError() } }
    open var inlineLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set { fatalError() } }
    open var compactInlineLayoutAppearance: UITabBarItemAppearance { get { fatalError() } set { fatalError() } }
    open var selectionIndicatorTintColor: UIColor? { get { fatalError() } set { fatalError() } }
}

@MainActor open class UITabBar: UIView {
    open var items: [UITabBarItem]? { get { fatalError() } set { fatalError() } }
    open var selectedItem: UITabBarItem? { get { fatalError() } set { fatalError() } }
    open var barStyle: UIBarStyle { get { fatalError() } set { fatalError() } }
    open var isTranslucent: Bool { get { fatalError() } set { fatalError() } }
    open var barTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var unselectedItemTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var shadowImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var backgroundImage: UIImage? { get { fatalError() } set { fatalError() } }
    open var standardAppearance: UITabBarAppearance { get { fatalError() } set { fatalError() } }
    /// iOS 15.
    open var scrollEdgeAppearance: UITabBarAppearance? { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { fatalError() } }
    open var doneButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? { get { fatalError() } set { fatalError() } }
    open var isTranslucent: Bool { get { fatalError() } set { fatalError() } }
    open var barTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var standardAppearance: UIToolbarAppearance { get { fatalError() } set { fatalError() } }
    open var compactAppearance: UIToolbarAppearance? { get { fatalError() } set { fatalError() } }
    /// iOS 15.
    open var scrollEdgeAppearance: UIToolbarAppearance? { get { fatalError() } set { fatalError() } }
    /// iOS 15.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { get { fatalError() } set { fatalError() } }
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
}

@MainActor open class UISearchBar: UIView {
    open var barStyle: UIBarStyle { get { fatalError() } set { fatalError() } }
    open var isTranslucent: Bool { get { fatalError() } set { fatalError() } }
    open var barTintColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var searchBarStyle: UISearchBar.Style { get { fatalError() } set { fatalError() } }
    public enum Style: UInt, Sendable { case `default` = 0, prominent = 1, minimal = 2 }
}

@MainActor open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var searchBar: UISearchBar { fatalError() }
    open var obscuresBackgroundDuringPresentation: Bool { get { fatalError() } set { fatalError() } }
}
