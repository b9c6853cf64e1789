/// The Apple API the rules depend on, as data: one fact a line. `SDKFactsTableTests` checks every
/// line against the API model (`Tests/APIModel`), so the two cannot drift; add a line here and the
/// declaration there together, checked against developer.apple.com.
///
///     class NAME: SUPERCLASS [@MainActor]    an SDK class (the superclass is "-" for a root)
///     var TYPE.member: RESULT                 an instance property
///     static TYPE.member: RESULT              a static / class property (`UIScreen.main`)
///     func TYPE.name -> RESULT                every overload of the method returns RESULT
///     func TYPE.name(a:b:) -> RESULT          the overload with these argument labels (`_:` for none) does
///     static func TYPE.name -> RESULT         the same for a static / class method (`Self`: the receiver's class)
///     init TYPE                               the type is constructed by `TYPE(...)`
///
/// Types are simple names (the resolver ignores module prefixes). A class is main-actor when it
/// or a superclass carries `@MainActor`. SpriteKit's nodes are `UIResponder`s on iOS.
enum SDKFactsTable {
    static let lines = """
        class NSObject: -
        class UIResponder: NSObject @MainActor
        class UIView: UIResponder
        class UIControl: UIView
        class UIButton: UIControl
        class UILabel: UIView
        class UIImageView: UIView
        class UIScrollView: UIView
        class UITableView: UIScrollView
        class UICollectionView: UIScrollView
        class UIStackView: UIView
        class UITextView: UIScrollView
        class UITextField: UIControl
        class UISwitch: UIControl
        class UIRefreshControl: UIControl
        class UIProgressView: UIView
        class UIActivityIndicatorView: UIView
        class UIVisualEffectView: UIView
        class UICollectionViewListCell: UICollectionViewCell
        class UIGestureRecognizer: NSObject @MainActor
        class UIWindow: UIView
        class UITableViewCell: UIView
        class UICollectionReusableView: UIView
        class UICollectionViewCell: UICollectionReusableView
        class UITableViewHeaderFooterView: UIView
        class UIViewController: UIResponder
        class UINavigationController: UIViewController
        class UITabBarController: UIViewController
        class UITableViewController: UIViewController
        class UICollectionViewController: UIViewController
        class UISplitViewController: UIViewController
        class UIPageViewController: UIViewController
        class UISearchController: UIViewController
        class UIAlertController: UIViewController
        class UIHostingController: UIViewController
        class UIApplication: UIResponder
        class UIPresentationController: NSObject @MainActor
        class UIPopoverPresentationController: UIPresentationController
        class UIScreen: NSObject @MainActor
        class UINavigationBar: UIView
        class UITabBar: UIView
        class UIToolbar: UIView
        class UISearchBar: UIView
        class SKNode: UIResponder
        class SKEffectNode: SKNode
        class SKScene: SKEffectNode
        class SKSpriteNode: SKNode
        class SKView: UIView
        class NSLayoutConstraint: NSObject @MainActor
        class NSLayoutAnchor: NSObject @MainActor
        class NSLayoutXAxisAnchor: NSLayoutAnchor
        class NSLayoutYAxisAnchor: NSLayoutAnchor
        class NSLayoutDimension: NSLayoutAnchor
        class UILayoutGuide: NSObject @MainActor
        class UITrackingLayoutGuide: UILayoutGuide
        class UIKeyboardLayoutGuide: UITrackingLayoutGuide
        class UIScene: UIResponder
        class UIWindowScene: UIScene
        init NSLayoutConstraint
        func NSLayoutAnchor.constraint -> NSLayoutConstraint
        func NSLayoutXAxisAnchor.constraint -> NSLayoutConstraint
        func NSLayoutYAxisAnchor.constraint -> NSLayoutConstraint
        func NSLayoutDimension.constraint -> NSLayoutConstraint
        var NSLayoutConstraint.isActive: Bool
        var NSLayoutConstraint.constant: CGFloat
        var UIView.leadingAnchor: NSLayoutXAxisAnchor
        var UIView.trailingAnchor: NSLayoutXAxisAnchor
        var UIView.leftAnchor: NSLayoutXAxisAnchor
        var UIView.rightAnchor: NSLayoutXAxisAnchor
        var UIView.centerXAnchor: NSLayoutXAxisAnchor
        var UIView.topAnchor: NSLayoutYAxisAnchor
        var UIView.bottomAnchor: NSLayoutYAxisAnchor
        var UIView.centerYAnchor: NSLayoutYAxisAnchor
        var UIView.firstBaselineAnchor: NSLayoutYAxisAnchor
        var UIView.lastBaselineAnchor: NSLayoutYAxisAnchor
        var UIView.widthAnchor: NSLayoutDimension
        var UIView.heightAnchor: NSLayoutDimension
        var UIView.safeAreaLayoutGuide: UILayoutGuide
        var UIView.layoutMarginsGuide: UILayoutGuide
        var UIView.readableContentGuide: UILayoutGuide
        var UIView.keyboardLayoutGuide: UIKeyboardLayoutGuide
        var UIView.constraints: [NSLayoutConstraint]
        var UIView.superview: UIView?
        var UIView.window: UIWindow?
        var UILayoutGuide.leadingAnchor: NSLayoutXAxisAnchor
        var UILayoutGuide.trailingAnchor: NSLayoutXAxisAnchor
        var UILayoutGuide.leftAnchor: NSLayoutXAxisAnchor
        var UILayoutGuide.rightAnchor: NSLayoutXAxisAnchor
        var UILayoutGuide.centerXAnchor: NSLayoutXAxisAnchor
        var UILayoutGuide.topAnchor: NSLayoutYAxisAnchor
        var UILayoutGuide.bottomAnchor: NSLayoutYAxisAnchor
        var UILayoutGuide.centerYAnchor: NSLayoutYAxisAnchor
        var UILayoutGuide.widthAnchor: NSLayoutDimension
        var UILayoutGuide.heightAnchor: NSLayoutDimension
        var UIViewController.view: UIView?
        var UIViewController.navigationController: UINavigationController?
        var UIViewController.presentationController: UIPresentationController?
        var UIViewController.popoverPresentationController: UIPopoverPresentationController?
        var UINavigationController.interactivePopGestureRecognizer: UIGestureRecognizer?
        var UIViewController.presentingViewController: UIViewController?
        var UIViewController.presentedViewController: UIViewController?
        var UINavigationController.viewControllers: [UIViewController]
        var UINavigationController.topViewController: UIViewController?
        var UINavigationController.visibleViewController: UIViewController?
        var UIWindow.windowScene: UIWindowScene?
        var UITableViewCell.contentView: UIView
        var UICollectionViewCell.contentView: UIView
        var UITableViewCell.textLabel: UILabel?
        var UITableViewCell.detailTextLabel: UILabel?
        var UITableViewCell.imageView: UIImageView?
        var UINavigationController.navigationBar: UINavigationBar
        var UINavigationController.toolbar: UIToolbar?
        var UIViewController.tabBarController: UITabBarController?
        var UITabBarController.tabBar: UITabBar
        var UITabBarController.viewControllers: [UIViewController]?
        var UISearchController.searchBar: UISearchBar
        var UIWindow.screen: UIScreen
        static UIScreen.main: UIScreen
        static func UIView.appearance -> Self
        static UIApplication.shared: UIApplication
        static Color.red: Color
        static Color.green: Color
        static Color.blue: Color
        static Color.orange: Color
        static Color.yellow: Color
        static Color.gray: Color
        static Color.black: Color
        static Color.white: Color
        static Color.primary: Color
        static Color.secondary: Color
        static Color.accentColor: Color
        static Color.clear: Color
        static Color.pink: Color
        static Color.purple: Color
        static Color.indigo: Color
        func Color.opacity -> Color
        func Text.font -> Text
        func Text.fontWeight -> Text
        func Text.bold -> Text
        func Text.italic -> Text
        func Text.foregroundColor -> Text
        func Text.kerning -> Text
        func Text.tracking -> Text
        func Text.baselineOffset -> Text
        func Text.strikethrough -> Text
        func Text.underline -> Text
        func Image.resizable -> Image
        func Image.renderingMode -> Image
        func Image.interpolation -> Image
        func Image.antialiased -> Image
        var UITableViewController.tableView: UITableView!
        var UICollectionViewController.collectionView: UICollectionView!
        func UITableView.dequeueReusableCell(withIdentifier:for:) -> UITableViewCell
        func UITableView.dequeueReusableCell(withIdentifier:) -> UITableViewCell?
        func UITableView.cellForRow -> UITableViewCell?
        func UITableView.dequeueReusableHeaderFooterView -> UITableViewHeaderFooterView?
        func UITableView.headerView -> UITableViewHeaderFooterView?
        func UITableView.footerView -> UITableViewHeaderFooterView?
        func UICollectionView.dequeueReusableCell -> UICollectionViewCell
        func UICollectionView.cellForItem -> UICollectionViewCell?
        var ButtonStyleConfiguration.label: Label
        var ButtonStyleConfiguration.isPressed: Bool
        """
}
