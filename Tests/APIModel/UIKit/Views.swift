// API model of UIKit (see Module.swift): UIResponder, UIView (+ animation), and the common
// view subclasses.

@MainActor open class UIResponder: NSObject {
    public override init() { fatalError() }
    open var next: UIResponder? { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
    /// NSObject (UINibLoadingAdditions) on Apple platforms.
    open func awakeFromNib() { fatalError() }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }

    // UIResponderStandardEditActions
    open func cut(_ sender: Any?) { fatalError() }
    open func copy(_ sender: Any?) { fatalError() }
    open func paste(_ sender: Any?) { fatalError() }
    open func select(_ sender: Any?) { fatalError() }
    open func selectAll(_ sender: Any?) { fatalError() }
    open func delete(_ sender: Any?) { fatalError() }

    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

@MainActor open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable {
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    public enum AnimationCurve: Int, Sendable { case easeInOut = 0, easeIn, easeOut, linear }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
        /// iOS 26.
        @available(iOS 26.0, *)
        public static let flushUpdates = AnimationOptions(rawValue: 1 << 29)
    }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }

    open class var layerClass: AnyClass { fatalError() }
    open var layer: CALayer { fatalError() }

    open var frame: CGRect
    open var bounds: CGRect
    open var center: CGPoint
    open var transform: CGAffineTransform
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat
    open var isHidden: Bool
    open var isOpaque: Bool
    open var clipsToBounds: Bool
    open var contentMode: UIView.ContentMode
    open var isUserInteractionEnabled: Bool
    open var tag: Int
    open var semanticContentAttribute: Int
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement: Bool
    open var layoutMargins: UIEdgeInsets
    open var directionalLayoutMargins: NSDirectionalEdgeInsets
    open var preservesSuperviewLayoutMargins: Bool
    open var insetsLayoutMarginsFromSafeArea: Bool
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open var intrinsicContentSize: CGSize { fatalError() }
    open var translatesAutoresizingMaskIntoConstraints: Bool
    open var autoresizingMask: UIView.AutoresizingMask

    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
    open func bringSubviewToFront(_ view: UIView) { fatalError() }
    open func sendSubviewToBack(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
    open func isDescendant(of view: UIView) -> Bool { fatalError() }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }

    open func didAddSubview(_ subview: UIView) { fatalError() }
    open func willRemoveSubview(_ subview: UIView) { fatalError() }
    open func willMove(toSuperview newSuperview: UIView?) { fatalError() }
    open func didMoveToSuperview() { fatalError() }
    open func willMove(toWindow newWindow: UIWindow?) { fatalError() }
    open func didMoveToWindow() { fatalError() }
    open func tintColorDidChange() { fatalError() }
    open func safeAreaInsetsDidChange() { fatalError() }
    open func layoutMarginsDidChange() { fatalError() }

    open func setNeedsLayout() { fatalError() }
    open func layoutIfNeeded() { fatalError() }
    /// `@objc` (dynamic, for the Linux type check) as in UIKit: an extension may override it.
    @objc dynamic open func layoutSubviews() { fatalError() }
    /// iOS 26: content and styling, re-run when an observed property it read changes.
    @available(iOS 26.0, *) open func updateProperties() { fatalError() }
    @available(iOS 26.0, *) open func setNeedsUpdateProperties() { fatalError() }
    @available(iOS 26.0, *) open func updatePropertiesIfNeeded() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func setNeedsDisplay(_ rect: CGRect) { fatalError() }
    open func draw(_ rect: CGRect) { fatalError() }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() { fatalError() }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
    /// `UIView.layoutFittingCompressedSize` / `ExpandedSize`: targets for systemLayoutSizeFitting (iOS 6).
    public class var layoutFittingCompressedSize: CGSize { fatalError() }
    public class var layoutFittingExpandedSize: CGSize { fatalError() }
    open func invalidateIntrinsicContentSize() { fatalError() }
    open func setNeedsUpdateConstraints() { fatalError() }
    open func updateConstraints() { fatalError() }
    open func updateConstraintsIfNeeded() { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }

    open var constraints: [NSLayoutConstraint] { fatalError() }
    open func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }

    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    open var readableContentGuide: UILayoutGuide { fatalError() }
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }

    open var gestureRecognizers: [UIGestureRecognizer]?
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }

    open func endEditing(_ force: Bool) -> Bool { fatalError() }
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { fatalError() }

    // UITraitEnvironment
    open var traitCollection: UITraitCollection { fatalError() }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

    // UIAppearance
    public class func appearance() -> Self { fatalError() }
    public class func appearance(whenContainedInInstancesOf containerTypes: [any AnyObject.Type]) -> Self { fatalError() }

    // Animation
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
    open class var areAnimationsEnabled: Bool { fatalError() }
}

@MainActor open class UIControl: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    open var isEnabled: Bool
    open var isSelected: Bool
    open var isHighlighted: Bool
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { fatalError() }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
}

@MainActor open class UIAction: NSObject {
    public override init() { fatalError() }
    public convenience init(title: String = "", image: UIImage? = nil, identifier: String? = nil, handler: @escaping (UIAction) -> Void) { fatalError() }
    open var title: String
    open var image: UIImage?
}

@MainActor open class UILabel: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var shadowColor: UIColor?
    open var textAlignment: NSTextAlignment
    open var lineBreakMode: NSLineBreakMode
    open var attributedText: NSAttributedString?
    open var highlightedTextColor: UIColor?
    open var isHighlighted: Bool
    open var isEnabled: Bool
    open var numberOfLines: Int
    open var adjustsFontSizeToFitWidth: Bool
    open var adjustsFontForContentSizeCategory: Bool
    open var minimumScaleFactor: CGFloat
    open var allowsDefaultTighteningForTruncation: Bool
    open var preferredMaxLayoutWidth: CGFloat
    open var showsExpansionTextWhenTruncated: Bool
}

@MainActor open class UIImageView: UIView {
    public init(image: UIImage?) { fatalError() }
    public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    open var isHighlighted: Bool
    open var animationImages: [UIImage]?
    open func startAnimating() { fatalError() }
    open func stopAnimating() { fatalError() }
}

@MainActor open class UIButton: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }

    open var titleLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open var currentTitle: String? { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { fatalError() }
    open func title(for state: UIControl.State) -> String? { fatalError() }
    @available(*, deprecated, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets
    @available(*, deprecated, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets
    @available(*, deprecated, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets
}

@MainActor open class UISwitch: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var isOn: Bool
    open var onTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { fatalError() }
}

@MainActor open class UITextField: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String?
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment
    open var adjustsFontForContentSizeCategory: Bool
}

@MainActor open class UITextView: UIScrollView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String!
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment
    open var isEditable: Bool
    open var isSelectable: Bool
    open var textContainerInset: UIEdgeInsets
    open var adjustsFontForContentSizeCategory: Bool
}

@MainActor open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    public init(style: UIActivityIndicatorView.Style) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    open var style: UIActivityIndicatorView.Style
    open var hidesWhenStopped: Bool
    open var color: UIColor!
    open var isAnimating: Bool { fatalError() }
    open func startAnimating() { fatalError() }
    open func stopAnimating() { fatalError() }
}

@MainActor open class UIProgressView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var progress: Float
    open func setProgress(_ progress: Float, animated: Bool) { fatalError() }
}

@MainActor open class UIScrollView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contentOffset: CGPoint
    open var contentSize: CGSize
    open var contentInset: UIEdgeInsets
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    open var scrollIndicatorInsets: UIEdgeInsets
    open var verticalScrollIndicatorInsets: UIEdgeInsets
    open var isScrollEnabled: Bool
    open var isPagingEnabled: Bool
    open var bounces: Bool
    open var alwaysBounceVertical: Bool
    open var showsVerticalScrollIndicator: Bool
    open var showsHorizontalScrollIndicator: Bool
    open var keyboardDismissMode: Int
    open var refreshControl: UIRefreshControl?
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError() }
    open func flashScrollIndicators() { fatalError() }
}

@MainActor open class UIRefreshControl: UIControl {
    public init() { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var isRefreshing: Bool { fatalError() }
    open func beginRefreshing() { fatalError() }
    open func endRefreshing() { fatalError() }
}

@MainActor open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable { case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    public init(arrangedSubviews views: [UIView]) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    open var arrangedSubviews: [UIView] { fatalError() }
    open var axis: NSLayoutConstraint.Axis
    open var distribution: UIStackView.Distribution
    open var alignment: UIStackView.Alignment
    open var spacing: CGFloat
    open var isLayoutMarginsRelativeArrangement: Bool
    open func addArrangedSubview(_ view: UIView) { fatalError() }
    open func removeArrangedSubview(_ view: UIView) { fatalError() }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { fatalError() }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { fatalError() }
}

@MainActor open class UIVisualEffect: NSObject {
    public override init() { fatalError() }
}
@MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable { case extraLight = 0, light, dark, regular = 4, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial }
    public convenience init(style: UIBlurEffect.Style) { fatalError() }
}
@MainActor open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var effect: UIVisualEffect?
    open var contentView: UIView { fatalError() }
}

@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {}

@MainActor open class UIGestureRecognizer: NSObject {
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    public init(target: Any?, action: Selector?) { fatalError() }
    public convenience override init() { fatalError() }
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    open func removeTarget(_ target: Any?, action: Selector?) { fatalError() }
    public enum State: Int, Sendable { case possible = 0, began, changed, ended, cancelled, failed }
    open var state: UIGestureRecognizer.State { fatalError() }
    open var view: UIView? { fatalError() }
    open var isEnabled: Bool
    open var cancelsTouchesInView: Bool
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIScreen: NSObject, UITraitEnvironment {
    @available(*, deprecated, message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen")
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var scale: CGFloat { fatalError() }
    open var nativeScale: CGFloat { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}

@MainActor open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var rootViewController: UIViewController?
    open var windowScene: UIWindowScene?
    open var isKeyWindow: Bool { fatalError() }
    open var screen: UIScreen
    open func makeKeyAndVisible() { fatalError() }
    open func makeKey() { fatalError() }
}
