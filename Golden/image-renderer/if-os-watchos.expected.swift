import UIKit

func badge(_ color: UIColor, size: CGSize) -> UIImage? {
    #if os(watchOS)
    UIGraphicsBeginImageContextWithOptions(size, false, 2)
    color.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return image
    #else
    let format = UIGraphicsImageRendererFormat()
    format.preferredRange = .standard
    let image: UIImage? = UIGraphicsImageRenderer(size: size, format: format).image { _ in
        color.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
    }
    return image
    #endif
}
