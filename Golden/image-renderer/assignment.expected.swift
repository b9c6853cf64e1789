import UIKit

@MainActor func renderPlaceholder(into imageView: UIImageView, size: CGSize) {
    let format = UIGraphicsImageRendererFormat()
    format.preferredRange = .standard
    imageView.image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
        UIColor.lightGray.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
    }
}
