import UIKit

final class GaugeView: UIView {
    let needle = UIView()
    let caption = UILabel()
    let guide = UILayoutGuide()

    func layout() {
        NSLayoutConstraint(item: needle, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .left, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: needle, attribute: .top, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: needle, attribute: .width, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: needle, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 0.5, constant: 0).isActive = true
        NSLayoutConstraint(item: needle, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10).isActive = true
        NSLayoutConstraint(item: needle, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 2, constant: 10).isActive = true
        NSLayoutConstraint(item: caption, attribute: .firstBaseline, relatedBy: .equal, toItem: guide, attribute: .firstBaseline, multiplier: 1, constant: 0).isActive = true
    }
}
