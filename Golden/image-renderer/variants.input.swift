import UIKit

final class Thumbnailer {
    func thumbnail(of image: UIImage, size: CGSize) -> UIImage {
        UIGraphicsBeginImageContext(size)
        defer { UIGraphicsEndImageContext() }
        image.draw(in: CGRect(origin: .zero, size: size))
        return UIGraphicsGetImageFromCurrentImageContext()!
    }

    func badge(size: CGSize, opaque: Bool, scale: CGFloat) -> UIImage? {
		UIGraphicsBeginImageContextWithOptions(size, opaque, scale)
		UIGraphicsGetCurrentContext()?.fill(CGRect(origin: .zero, size: size))
		let result: UIImage? = UIGraphicsGetImageFromCurrentImageContext()
		UIGraphicsEndImageContext()
		return result
    }

    func later(size: CGSize, completion: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.main.async {
            UIGraphicsBeginImageContextWithOptions(size, true, 2.0)
            #if canImport(UIKit)
            UIColor.red.setFill()
            #endif
            UIRectFill(CGRect(origin: .zero, size: size))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            completion(image)
        }
    }
}
