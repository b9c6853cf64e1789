import UIKit

extension UIImage {
    static func circle(diameter: CGFloat, color: UIColor) -> UIImage? {
        let size = CGSize(width: diameter, height: diameter)
        let format = UIGraphicsImageRendererFormat()
        format.preferredRange = .standard
        let image: UIImage? = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            // Fill the whole square; the caller masks it.
            color.setFill()
            UIRectFill(CGRect(origin: .zero, size: size))
        }
        return image
    }
}
