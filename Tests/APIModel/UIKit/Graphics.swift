// API model of UIKit (see Module.swift): colors, fonts, images, text alignment and line breaking.

public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
    public init(cgColor: CGColor) { fatalError() }
    public init(patternImage image: UIImage) { fatalError() }
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
    public convenience init?(named name: String) { fatalError() }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }

    open var cgColor: CGColor { fatalError() }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { fatalError() }

    open class var black: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }

    open class var systemRed: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var systemPink: UIColor { fatalError() }
    open class var systemPurple: UIColor { fatalError() }
    open class var systemTeal: UIColor { fatalError() }
    open class var systemIndigo: UIColor { fatalError() }
    open class var systemMint: UIColor { fatalError() }
    open class var systemCyan: UIColor { fatalError() }
    open class var systemBrown: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var systemGray2: UIColor { fatalError() }
    open class var systemGray3: UIColor { fatalError() }
    open class var systemGray4: UIColor { fatalError() }
    open class var systemGray5: UIColor { fatalError() }
    open class var systemGray6: UIColor { fatalError() }
    open class var tintColor: UIColor { fatalError() }

    open class var label: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var tertiaryLabel: UIColor { fatalError() }
    open class var quaternaryLabel: UIColor { fatalError() }
    open class var link: UIColor { fatalError() }
    open class var placeholderText: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var opaqueSeparator: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var tertiarySystemBackground: UIColor { fatalError() }
    open class var systemGroupedBackground: UIColor { fatalError() }
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    open class var systemFill: UIColor { fatalError() }
    open class var secondarySystemFill: UIColor { fatalError() }
    open class var tertiarySystemFill: UIColor { fatalError() }
    open class var quaternarySystemFill: UIColor { fatalError() }
    open class var lightText: UIColor { fatalError() }
    open class var darkText: UIColor { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
    }

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open class var systemFontSize: CGFloat { fatalError() }
    open class var labelFontSize: CGFloat { fatalError() }

    open var familyName: String { fatalError() }
    open var fontName: String { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
}

open class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    open class Configuration: NSObject, @unchecked Sendable {}

    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }
        public enum Weight: Int, Sendable { case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        public convenience init(pointSize: CGFloat) { fatalError() }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { fatalError() }
        public convenience init(scale: UIImage.SymbolScale) { fatalError() }
        public convenience init(weight: UIImage.SymbolWeight) { fatalError() }
        public convenience init(textStyle: UIFont.TextStyle) { fatalError() }
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) { fatalError() }
        public convenience init(font: UIFont) { fatalError() }
        public convenience init(hierarchicalColor: UIColor) { fatalError() }
        public convenience init(paletteColors: [UIColor]) { fatalError() }
        open func applying(_ configuration: UIImage.Configuration?) -> Self { fatalError() }
    }

    public typealias SymbolScale = SymbolConfiguration.Scale
    public typealias SymbolWeight = SymbolConfiguration.Weight

    /// An empty image (UIKit: `[[UIImage alloc] init]`), used to hide bar backgrounds and hairlines.
    public override init() { fatalError() }
    public init?(named name: String) { fatalError() }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { fatalError() }
    public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) { fatalError() }
    public init?(systemName name: String) { fatalError() }
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { fatalError() }
    public init?(data: Data) { fatalError() }
    public init?(contentsOfFile path: String) { fatalError() }
    public init(cgImage: CGImage) { fatalError() }

    open var size: CGSize { fatalError() }
    open var scale: CGFloat { fatalError() }
    open var renderingMode: UIImage.RenderingMode { fatalError() }
    open var isSymbolImage: Bool { fatalError() }
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    open func withTintColor(_ color: UIColor) -> UIImage { fatalError() }
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { fatalError() }
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { fatalError() }
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { fatalError() }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { fatalError() }
    open func pngData() -> Data? { fatalError() }
    open func jpegData(compressionQuality: CGFloat) -> Data? { fatalError() }

    open class var checkmark: UIImage { fatalError() }
    open class var add: UIImage { fatalError() }
    open class var remove: UIImage { fatalError() }
    open class var actions: UIImage { fatalError() }
    open class var strokedCheckmark: UIImage { fatalError() }
}

open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { fatalError() }
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { fatalError() }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { fatalError() }
}

public final class CGImage: @unchecked Sendable {}

/// Which corners of a rectangle (`UIBezierPath(roundedRect:byRoundingCorners:)`).
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1), topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4), bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
