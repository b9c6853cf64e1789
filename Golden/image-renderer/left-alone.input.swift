import UIKit

enum RenderError: Error { case empty }

final class Renderer {
    func early(size: CGSize, skip: Bool) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        if skip {
            UIGraphicsEndImageContext()
            return nil
        }
        UIRectFill(CGRect(origin: .zero, size: size))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image
    }

    func begin(size: CGSize) {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
    }

    func finish() -> UIImage? {
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image
    }

    func localUsedAfter(size: CGSize) -> (UIImage?, CGRect) {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        let rect = CGRect(origin: .zero, size: size)
        UIRectFill(rect)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return (image, rect)
    }

    func throwing(size: CGSize, check: () throws -> Void) throws -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        defer { UIGraphicsEndImageContext() }
        try check()
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    func pngData(size: CGSize) -> Data? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        UIRectFill(CGRect(origin: .zero, size: size))
        let data = UIGraphicsGetImageFromCurrentImageContext()?.pngData()
        UIGraphicsEndImageContext()
        return data
    }

    func endLater(size: CGSize) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        UIRectFill(CGRect(origin: .zero, size: size))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        print("rendered")
        UIGraphicsEndImageContext()
        return image
    }
}
