import UIKit

final class ThumbnailView: UIView {
    let imageView = UIImageView()
    let badge = UIView()

    func layout(ratio: CGFloat) {
        imageView.widthAnchor.constraint(equalTo: self.widthAnchor, multiplier: 0.5).isActive = true
        imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: ratio).isActive = true
        imageView.heightAnchor.constraint(lessThanOrEqualTo: self.heightAnchor, multiplier: 0.8, constant: -4).isActive = true
        badge.widthAnchor.constraint(greaterThanOrEqualTo: badge.heightAnchor).isActive = true
        badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
        badge.widthAnchor.constraint(lessThanOrEqualToConstant: 0).isActive = true
        imageView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    }
}
