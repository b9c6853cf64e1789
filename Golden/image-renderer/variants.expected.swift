import UIKit

final class Thumbnailer {
    func thumbnail(of image: UIImage, size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.preferredRange = .standard
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }
    }

    func badge(size: CGSize, opaque: Bool, scale: CGFloat) -> UIImage? {
		let format = UIGraphicsImageRendererFormat()
		format.scale = scale
		format.opaque = opaque
		format.preferredRange = .standard
		let result: UIImage? = UIGraphicsImageRenderer(size: size, format: format).image { _ in
		    UIGraphicsGetCurrentContext()?.fill(CGRect(origin: .zero, size: size))
		}
		return result
    }

    func later(size: CGSize, completion: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.main.async {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2.0
            format.opaque = true
            format.preferredRange = .standard
            let image: UIImage? = UIGraphicsImageRenderer(size: size, format: format).image { _ in
                #if canImport(UIKit)
                UIColor.red.setFill()
                #endif
                UIRectFill(CGRect(origin: .zero, size: size))
            }
            completion(image)
        }
    }
}
