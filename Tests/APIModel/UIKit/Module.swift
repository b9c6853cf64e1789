// API model of Apple's UIKit for type-checking golden files on Linux (test infrastructure, not product code).
// Compiled by Tests/GoldenTests/APIModel as a module named `UIKit`: declarations only, with Apple's
// signatures, argument labels, optionality, @MainActor and deprecations; bodies are placeholders.
// Deprecated members use `@available(*, deprecated, message:)` (Apple's message) so the compiler
// warns on Linux too. Add what a golden file needs, checked against developer.apple.com.
//
// This file: what `import UIKit` re-exports on Apple platforms (Foundation, Dispatch) and the
// CoreGraphics / QuartzCore / Foundation-on-Apple pieces that Linux's Foundation lacks.

@_exported import Dispatch
@_exported import ObjectiveC
@_exported import Foundation

// MARK: CoreGraphics

public final class CGColor: @unchecked Sendable {
    public var alpha: CGFloat { fatalError() }
    public func copy(alpha: CGFloat) -> CGColor? { fatalError() }
}

public final class CGPath: @unchecked Sendable {}

public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init() { fatalError() }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
    public var isIdentity: Bool { fatalError() }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
    public func inverted() -> CGAffineTransform { fatalError() }
}

// MARK: QuartzCore

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

open class CALayer: NSObject {
    public override init() { fatalError() }
    public init(layer: Any) { fatalError() }
    open var frame: CGRect
    open var bounds: CGRect
    open var position: CGPoint
    open var cornerRadius: CGFloat
    open var cornerCurve: CALayerCornerCurve
    open var maskedCorners: CACornerMask
    open var masksToBounds: Bool
    open var borderWidth: CGFloat
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float
    open var shadowOffset: CGSize
    open var shadowRadius: CGFloat
    open var shadowPath: CGPath?
    open var opacity: Float
    open var isHidden: Bool
    open var zPosition: CGFloat
    open var mask: CALayer?
    open var contents: Any?
    open var contentsScale: CGFloat
    open var contentsGravity: CALayerContentsGravity
    open var rasterizationScale: CGFloat
    open var shouldRasterize: Bool
    open var sublayers: [CALayer]?
    open var superlayer: CALayer? { fatalError() }
    open func addSublayer(_ layer: CALayer) { fatalError() }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { fatalError() }
    open func removeFromSuperlayer() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func layoutIfNeeded() { fatalError() }
}

open class CAGradientLayer: CALayer {
    public override init() { fatalError() }
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint: CGPoint
    open var endPoint: CGPoint
}

open class CAShapeLayer: CALayer {
    public override init() { fatalError() }
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat
}

// MARK: UIKit's additions to Foundation

extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }
    public init(item: Int, section: Int) { fatalError() }
    public var row: Int { get { fatalError() } set { fatalError() } }
    public var item: Int { get { fatalError() } set { fatalError() } }
    public var section: Int { get { fatalError() } set { fatalError() } }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let link = NSAttributedString.Key("NSLink")
}

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static var zero: UIEdgeInsets { fatalError() }
}

public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public static var zero: NSDirectionalEdgeInsets { fatalError() }
}

public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat, vertical: CGFloat
    public init() { fatalError() }
    public init(horizontal: CGFloat, vertical: CGFloat) { fatalError() }
    public static var zero: UIOffset { fatalError() }
}

extension NotificationCenter {
    /// Foundation on Apple platforms; swift-corelibs-foundation only has the block-based form.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) { fatalError() }

    /// Foundation on Apple platforms (iOS 15): notifications as an async sequence.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications { fatalError() }

    public struct Notifications: AsyncSequence {
        public typealias Element = Notification
        public struct Iterator: AsyncIteratorProtocol {
            public mutating func next() async -> Notification? { fatalError() }
        }
        public func makeAsyncIterator() -> Iterator { fatalError() }
    }
}

extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

extension NSObject {
    /// The Objective-C runtime's `performSelector:` on Apple platforms: runs the method before it returns.
    @discardableResult public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { fatalError() }
    @discardableResult public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { fatalError() }
}

extension Timer {
    /// Foundation on Apple platforms: the target/selector timers (swift-corelibs-foundation only
    /// has the block-based forms, whose block is `@Sendable` there as in Apple's SDK).
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer { fatalError() }
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) { fatalError() }
}
