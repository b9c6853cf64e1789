// API model of UIKit (see Module.swift): the application, its delegate, scenes and scene delegates.

@MainActor open class UIApplication: UIResponder {
    public enum State: Int, Sendable { case active = 0, inactive, background }
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    public static let openSettingsURLString = "app-settings:"

    open class var shared: UIApplication { fatalError() }
    open weak var delegate: (any UIApplicationDelegate)?
    open var applicationState: UIApplication.State { fatalError() }
    open var isIdleTimerDisabled: Bool { get { fatalError() } set { fatalError() } }
    open var connectedScenes: Set<UIScene> { fatalError() }
    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { fatalError() }
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { fatalError() }
    open func canOpenURL(_ url: URL) -> Bool { fatalError() }
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) { fatalError() }
    @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Any?) -> Bool { fatalError() }
}

@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
    /// Lets `@main` work on an app delegate, as UIKit's does.
    public static func main() { fatalError() }
}

@MainActor open class UISceneSession: NSObject {
    open var role: UISceneSession.Role { fatalError() }
    open var configuration: UISceneConfiguration { fatalError() }
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

@MainActor open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) { fatalError() }
    open var name: String? { fatalError() }
    open var delegateClass: AnyClass? { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIScene: UIResponder {
    @MainActor open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { fatalError() }
    }
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive = 0, foregroundInactive, background }
    open var session: UISceneSession { fatalError() }
    open var delegate: (any UISceneDelegate)? { get { fatalError() } set { fatalError() } }
    open var activationState: UIScene.ActivationState { fatalError() }
    open var title: String! { get { fatalError() } set { fatalError() } }
}

@MainActor open class UIOpenURLContext: NSObject {
    open var url: URL { fatalError() }
}

@MainActor open class UIWindowScene: UIScene, UITraitEnvironment {
    open var screen: UIScreen { fatalError() }
    open var windows: [UIWindow] { fatalError() }
    /// iOS 15.
    open var keyWindow: UIWindow? { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}

@MainActor public protocol UISceneDelegate: NSObjectProtocol {}
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// Foundation's on Apple platforms (Linux's Foundation has none): the activity a
/// `application(_:continue:restorationHandler:)` handler receives.
open class NSUserActivity: NSObject {
    public init(activityType: String) { fatalError() }
    open var activityType: String { fatalError() }
    open var webpageURL: URL? { get { fatalError() } set { fatalError() } }
}

@MainActor public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
