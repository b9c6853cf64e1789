import UIKit

final class ThumbnailView: UIView {
    let imageView = UIImageView()
    let badge = UIView()

    func layout(ratio: CGFloat) {
        NSLayoutConstraint(item: imageView, attribute: .width, relatedBy: .equal, toItem: self, attribute: .width, multiplier: 0.5, constant: 0).isActive = true
        NSLayoutConstraint(item: imageView, attribute: .height, relatedBy: .equal, toItem: imageView, attribute: .width, multiplier: ratio, constant: 0).isActive = true
        NSLayoutConstraint(item: imageView, attribute: .height, relatedBy: .lessThanOrEqual, toItem: self, attribute: .height, multiplier: 0.8, constant: -4).isActive = true
        NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: badge, attribute: .height, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: badge, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20).isActive = true
        NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1.0, constant: 0).isActive = true
        NSLayoutConstraint(item: imageView, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44).isActive = true
    }
}
