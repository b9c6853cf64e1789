import UIKit

public func swatch(_ color: UIColor, size: CGSize) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(size, true, 0)
    color.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return image
}

#if os(iOS)
public func opaqueSwatch(_ color: UIColor, size: CGSize) -> UIImage? {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = true
    format.preferredRange = .standard
    let image: UIImage? = UIGraphicsImageRenderer(size: size, format: format).image { _ in
        color.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
    }
    return image
}
#endif
