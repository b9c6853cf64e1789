import UIKit

@MainActor func renderPlaceholder(into imageView: UIImageView, size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    UIColor.lightGray.setFill()
    UIRectFill(CGRect(origin: .zero, size: size))
    imageView.image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
}
