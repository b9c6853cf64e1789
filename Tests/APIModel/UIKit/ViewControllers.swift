// API model of UIKit (see Module.swift): view controllers, navigation/tab containers, navigation
// items and bar buttons, presentation controllers.

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }

public protocol UIViewControllerTransitionCoordinatorContext {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool { fatalError() }
}

@MainActor open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { fatalError() }
    open func instantiateInitialViewController() -> UIViewController? { fatalError() }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { fatalError() }
}

@MainActor open class UIStoryboardSegue: NSObject {
    open var identifier: String? { fatalError() }
    open var source: UIViewController { fatalError() }
    open var destination: UIViewController { fatalError() }
}

@MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {}

@MainActor open class UIViewController: UIResponder, UITraitEnvironment, UITraitChangeObservable {
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }

    open var view: UIView!
    open var viewIfLoaded: UIView? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open var title: String?
    open var storyboard: UIStoryboard? { fatalError() }
    open var preferredContentSize: CGSize
    open var additionalSafeAreaInsets: UIEdgeInsets
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle
    open var modalPresentationStyle: UIModalPresentationStyle
    open var modalTransitionStyle: UIModalTransitionStyle
    open var isModalInPresentation: Bool
    open var definesPresentationContext: Bool
    open var hidesBottomBarWhenPushed: Bool
    open var edgesForExtendedLayout: UIRectEdge
    open var extendedLayoutIncludesOpaqueBars: Bool
    open var isEditing: Bool
    open var preferredStatusBarStyle: UIStatusBarStyle { fatalError() }
    open var prefersStatusBarHidden: Bool { fatalError() }

    open func loadView() { fatalError() }
    open func viewDidLoad() { fatalError() }
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    open func viewIsAppearing(_ animated: Bool) { fatalError() }
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
    /// `@objc` (dynamic, for the Linux type check) as in UIKit: an extension may override it.
    @objc dynamic open func viewWillLayoutSubviews() { fatalError() }
    open func viewDidLayoutSubviews() { fatalError() }
    /// iOS 26: content and styling, re-run when an observed property it read changes.
    @available(iOS 26.0, *) open func updateProperties() { fatalError() }
    @available(iOS 26.0, *) open func setNeedsUpdateProperties() { fatalError() }
    @available(iOS 26.0, *) open func updatePropertiesIfNeeded() { fatalError() }
    open func viewSafeAreaInsetsDidChange() { fatalError() }
    open func updateViewConstraints() { fatalError() }
    open func didReceiveMemoryWarning() { fatalError() }
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) { fatalError() }
    open func setEditing(_ editing: Bool, animated: Bool) { fatalError() }
    open func setNeedsStatusBarAppearanceUpdate() { fatalError() }

    open var parent: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open func addChild(_ childController: UIViewController) { fatalError() }
    open func removeFromParent() { fatalError() }
    open func willMove(toParent parent: UIViewController?) { fatalError() }
    open func didMove(toParent parent: UIViewController?) { fatalError() }

    open var navigationController: UINavigationController? { fatalError() }
    open var navigationItem: UINavigationItem { fatalError() }
    open var tabBarController: UITabBarController? { fatalError() }
    open var tabBarItem: UITabBarItem!
    open var presentingViewController: UIViewController? { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentationController: UIPresentationController? { fatalError() }
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    open func show(_ vc: UIViewController, sender: Any?) { fatalError() }
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { fatalError() }
    open func performSegue(withIdentifier identifier: String, sender: Any?) { fatalError() }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) { fatalError() }

    // UITraitEnvironment
    open var traitCollection: UITraitCollection { fatalError() }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { fatalError() }
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var viewControllers: [UIViewController]
    open var topViewController: UIViewController? { fatalError() }
    open var visibleViewController: UIViewController? { fatalError() }
    open var navigationBar: UINavigationBar { fatalError() }
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    open var toolbar: UIToolbar! { fatalError() }
    open var isNavigationBarHidden: Bool
    open var hidesBarsOnSwipe: Bool
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { fatalError() }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { fatalError() }
}

@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedViewController: UIViewController?
    open var selectedIndex: Int { get { fatalError() } set { fatalError() } }
    open var tabBar: UITabBar { fatalError() }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { fatalError() }
    /// iOS 18.
    open var tabs: [UITab] { get { fatalError() } set { fatalError() } }
    /// iOS 18.
    open func setTabs(_ tabs: [UITab], animated: Bool) { fatalError() }
}

/// iOS 18.
@MainActor open class UITab: NSObject {
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) { fatalError() }
    open var title: String { get { fatalError() } set { fatalError() } }
    open var image: UIImage? { get { fatalError() } set { fatalError() } }
    open var identifier: String { fatalError() }
}

@MainActor open class UIBarItem: NSObject {
    public override init() { fatalError() }
    open var title: String?
    open var image: UIImage?
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    open var tag: Int { get { fatalError() } set { fatalError() } }
}

@MainActor open class UITabBarItem: UIBarItem {
    public convenience init(title: String?, image: UIImage?, tag: Int) { fatalError() }
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { fatalError() }
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
}

@MainActor open class UIMenuElement: NSObject {}

@MainActor open class UIMenu: UIMenuElement {
    public convenience init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) { fatalError() }
    public override init() { fatalError() }
    open var children: [UIMenuElement] { fatalError() }
}

@MainActor open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain = 0, done = 2, prominent = 3 }
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { fatalError() }
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { fatalError() }
    public convenience init(customView: UIView) { fatalError() }
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) { fatalError() }
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { fatalError() }
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { fatalError() }
    open weak var target: AnyObject?
    open var action: Selector?
    open var style: UIBarButtonItem.Style { get { fatalError() } set { fatalError() } }
    open var customView: UIView?
    open var tintColor: UIColor?
    open var menu: UIMenu?
    open var primaryAction: UIAction?
}

@MainActor open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always, never, inline }
    public init(title: String) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var hidesBackButton: Bool { get { fatalError() } set { fatalError() } }
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get { fatalError() } set { fatalError() } }
    open var backBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var hidesSearchBarWhenScrolling: Bool { get { fatalError() } set { fatalError() } }
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { fatalError() }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { fatalError() }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { fatalError() }
}

@MainActor open class UIPresentationController: NSObject, UITraitEnvironment, UITraitChangeObservable {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { fatalError() }
    open var presentingViewController: UIViewController { fatalError() }
    open var presentedViewController: UIViewController { fatalError() }
    open var presentationStyle: UIModalPresentationStyle { fatalError() }
    open var containerView: UIView? { fatalError() }
    open var presentedView: UIView? { fatalError() }
    open var frameOfPresentedViewInContainerView: CGRect { fatalError() }
    open var shouldPresentInFullscreen: Bool { fatalError() }
    open var shouldRemovePresentersView: Bool { fatalError() }
    open var overrideTraitCollection: UITraitCollection?
    open func presentationTransitionWillBegin() { fatalError() }
    open func presentationTransitionDidEnd(_ completed: Bool) { fatalError() }
    open func dismissalTransitionWillBegin() { fatalError() }
    open func dismissalTransitionDidEnd(_ completed: Bool) { fatalError() }
    open func containerViewWillLayoutSubviews() { fatalError() }
    open func containerViewDidLayoutSubviews() { fatalError() }
    open func size(forChildContentContainer container: Any, withParentContainerSize parentSize: CGSize) -> CGSize { fatalError() }

    // UITraitEnvironment
    open var traitCollection: UITraitCollection { fatalError() }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {}
@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

@MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var delegate: (any UIPopoverPresentationControllerDelegate)? { get { fatalError() } set {} }
    open var sourceView: UIView? { get { fatalError() } set {} }
    open var sourceRect: CGRect { get { fatalError() } set {} }
}

@MainActor open class UISplitViewController: UIViewController {}

@MainActor open class UIPageViewController: UIViewController {}

@MainActor open class UIAlertController: UIViewController {
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { fatalError() }
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }
}
