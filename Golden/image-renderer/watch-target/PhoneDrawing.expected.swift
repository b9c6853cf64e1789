import UIKit

func phoneDrawingSwatch(_ color: UIColor, size: CGSize) -> UIImage? {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = true
    format.preferredRange = .standard
    let image: UIImage? = UIGraphicsImageRenderer(size: size, format: format).image { _ in
        color.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
    }
    return image
}
