// API model of UIKit (see Module.swift): image contexts (UIGraphics, deprecated in iOS 17) and
// UIGraphicsImageRenderer (iOS 10; not on watchOS, where the image context functions are: the
// `@available(watchOS, unavailable)` marks below say so, though a Linux type check does not enforce them).

public final class CGContext: @unchecked Sendable {
    public func fill(_ rect: CGRect) { fatalError() }
    public func setFillColor(_ color: CGColor) { fatalError() }
}

@available(*, deprecated, message: "Use UIGraphicsImageRenderer instead")
public func UIGraphicsBeginImageContext(_ size: CGSize) { fatalError() }
@available(*, deprecated, message: "Use UIGraphicsImageRenderer instead")
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) { fatalError() }
@available(*, deprecated, message: "Use UIGraphicsImageRenderer instead")
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { fatalError() }
@available(*, deprecated, message: "Use UIGraphicsImageRenderer instead")
public func UIGraphicsEndImageContext() { fatalError() }
public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }
public func UIRectFill(_ rect: CGRect) { fatalError() }

extension UIColor {
    open func setFill() { fatalError() }
}

extension UIImage {
    open func draw(in rect: CGRect) { fatalError() }
}

@available(watchOS, unavailable)
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {}

@available(watchOS, unavailable)
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }
    public override init() { fatalError() }
    open var scale: CGFloat
    open var opaque: Bool
    open var preferredRange: Range
}

@available(watchOS, unavailable)
open class UIGraphicsRendererContext: NSObject {
    open var cgContext: CGContext { fatalError() }
}

@available(watchOS, unavailable)
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    open var currentImage: UIImage { fatalError() }
}

@available(watchOS, unavailable)
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public init(size: CGSize) { fatalError() }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { fatalError() }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}
