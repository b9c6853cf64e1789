// golden: rules=constraint-item-to-anchors,layout-constraint-activation
import UIKit

final class AvatarView: UIView {
    let imageView = UIImageView()

    func pinImage() {
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: self.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: self.bottomAnchor),
            imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor),
        ])
    }
}
