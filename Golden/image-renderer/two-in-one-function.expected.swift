import UIKit

func framed(_ image: UIImage, size: CGSize) -> UIImage? {
    let format = UIGraphicsImageRendererFormat()
    format.preferredRange = .standard
    let background: UIImage? = UIGraphicsImageRenderer(size: size, format: format).image { _ in
        UIRectFill(CGRect(origin: .zero, size: size))
    }

    let rendererFormat = UIGraphicsImageRendererFormat()
    rendererFormat.preferredRange = .standard
    let result: UIImage? = UIGraphicsImageRenderer(size: size, format: rendererFormat).image { _ in
        background?.draw(in: CGRect(origin: .zero, size: size))
        image.draw(in: CGRect(origin: .zero, size: size))
    }
    return result
}
