// API model of UIKit (see Module.swift): trait collections, trait definitions, the trait
// environment and iOS 17 trait-change registration.

public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight = 0, rightToLeft = 1 }
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft = 1 }
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular = 0, bold = 1 }
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal = 0, high = 1 }
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base = 0, elevated = 1 }
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }
public enum UIDisplayGamut: Int, Sendable { case unspecified = -1, SRGB = 0, P3 = 1 }
public enum UIForceTouchCapability: Int, Sendable { case unknown = 0, unavailable = 1, available = 2 }
public enum UIUserInterfaceActiveAppearance: Int, Sendable { case unspecified = -1, inactive = 0, active = 1 }
public enum UIImageDynamicRange: Int, Sendable { case unspecified = -1, standard = 0, constrainedHigh = 1, high = 2 }
public enum UISceneCaptureState: Int, Sendable { case unspecified = -1, inactive = 0, active = 1 }
public enum UINSToolbarItemPresentationSize: Int, Sendable { case unspecified = -1, regular = 0, small = 1, large = 2 }

public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    public var isAccessibilityCategory: Bool { fatalError() }
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { fatalError() }
}

/// The Swift trait definition protocol (iOS 17).
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { fatalError() }
    public static var name: String { fatalError() }
    public static var affectsColorAppearance: Bool { fatalError() }
}

public protocol UICGFloatTraitDefinition: UITraitDefinition where Value == CGFloat {}
public protocol UINSIntegerTraitDefinition: UITraitDefinition where Value == Int {}
public protocol UIObjectTraitDefinition: UITraitDefinition where Value: NSObjectProtocol {}

public typealias UITrait = any UITraitDefinition.Type

public class UITraitHorizontalSizeClass: NSObject, UITraitDefinition { public static var defaultValue: UIUserInterfaceSizeClass { fatalError() } }
public class UITraitVerticalSizeClass: NSObject, UITraitDefinition { public static var defaultValue: UIUserInterfaceSizeClass { fatalError() } }
public class UITraitUserInterfaceStyle: NSObject, UITraitDefinition { public static var defaultValue: UIUserInterfaceStyle { fatalError() } }
public class UITraitPreferredContentSizeCategory: NSObject, UITraitDefinition { public static var defaultValue: UIContentSizeCategory { fatalError() } }
public class UITraitDisplayScale: NSObject, UITraitDefinition { public static var defaultValue: CGFloat { fatalError() } }
public class UITraitLayoutDirection: NSObject, UITraitDefinition { public static var defaultValue: UITraitEnvironmentLayoutDirection { fatalError() } }
public class UITraitLegibilityWeight: NSObject, UITraitDefinition { public static var defaultValue: UILegibilityWeight { fatalError() } }
public class UITraitAccessibilityContrast: NSObject, UITraitDefinition { public static var defaultValue: UIAccessibilityContrast { fatalError() } }
public class UITraitUserInterfaceLevel: NSObject, UITraitDefinition { public static var defaultValue: UIUserInterfaceLevel { fatalError() } }
public class UITraitUserInterfaceIdiom: NSObject, UITraitDefinition { public static var defaultValue: UIUserInterfaceIdiom { fatalError() } }
public class UITraitDisplayGamut: NSObject, UITraitDefinition { public static var defaultValue: UIDisplayGamut { fatalError() } }
public class UITraitForceTouchCapability: NSObject, UITraitDefinition { public static var defaultValue: UIForceTouchCapability { fatalError() } }
public class UITraitActiveAppearance: NSObject, UITraitDefinition { public static var defaultValue: UIUserInterfaceActiveAppearance { fatalError() } }
public class UITraitImageDynamicRange: NSObject, UITraitDefinition { public static var defaultValue: UIImageDynamicRange { fatalError() } }
public class UITraitSceneCaptureState: NSObject, UITraitDefinition { public static var defaultValue: UISceneCaptureState { fatalError() } }
public class UITraitToolbarItemPresentationSize: NSObject, UITraitDefinition { public static var defaultValue: UINSToolbarItemPresentationSize { fatalError() } }
public class UITraitTypesettingLanguage: NSObject, UITraitDefinition { public static var defaultValue: Locale.Language? { fatalError() } }

/// Trait values that can be set (iOS 17): `UITraitCollection { $0.userInterfaceStyle = .dark }`.
public protocol UIMutableTraits {
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var displayScale: CGFloat { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var displayGamut: UIDisplayGamut { get set }
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    public init(verticalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    public init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    public init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }
    public init(displayScale scale: CGFloat) { fatalError() }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) { fatalError() }
    public init(legibilityWeight: UILegibilityWeight) { fatalError() }
    public init(accessibilityContrast: UIAccessibilityContrast) { fatalError() }
    public init(userInterfaceLevel: UIUserInterfaceLevel) { fatalError() }
    public init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { fatalError() }
    public init(displayGamut: UIDisplayGamut) { fatalError() }
    public init(mutations: (inout any UIMutableTraits) -> Void) { fatalError() }
    @available(*, deprecated, message: "Use +[UITraitCollection traitCollectionWithTraits:] and -[UITraitCollection traitCollectionByModifyingTraits:] to create and modify trait collections")
    public init(traitsFrom traitCollections: [UITraitCollection]) { fatalError() }

    open class var current: UITraitCollection { get { fatalError() } set { fatalError() } }
    open func performAsCurrent(_ actions: () -> Void) { fatalError() }
    open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection { fatalError() }

    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    open var displayScale: CGFloat { fatalError() }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
    open var legibilityWeight: UILegibilityWeight { fatalError() }
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
    open var userInterfaceLevel: UIUserInterfaceLevel { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var displayGamut: UIDisplayGamut { fatalError() }
    open var forceTouchCapability: UIForceTouchCapability { fatalError() }
    open var activeAppearance: UIUserInterfaceActiveAppearance { fatalError() }
    open var imageDynamicRange: UIImageDynamicRange { fatalError() }
    open var sceneCaptureState: UISceneCaptureState { fatalError() }
    open var toolbarItemPresentationSize: UINSToolbarItemPresentationSize { fatalError() }
    open var typesettingLanguage: Locale.Language? { fatalError() }
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { fatalError() }

    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { fatalError() }
    @available(*, deprecated, message: "Compare values for specific traits in the trait collections instead")
    open func containsTraits(in trait: UITraitCollection?) -> Bool { fatalError() }

    public static var systemTraitsAffectingColorAppearance: [UITrait] { fatalError() }
    public static var systemTraitsAffectingImageLookup: [UITrait] { fatalError() }
}

@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The token `registerForTraitChanges` returns (usable with `unregisterForTraitChanges(_:)`).
public protocol UITraitChangeRegistration: NSObjectProtocol {}

@MainActor public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}

extension UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration { fatalError() }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration { fatalError() }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration { fatalError() }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) { fatalError() }
}
