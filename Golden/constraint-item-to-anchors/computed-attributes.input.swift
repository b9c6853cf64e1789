import UIKit

extension UIView {
    func pin(_ attribute: NSLayoutConstraint.Attribute, to other: UIView, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: self, attribute: attribute, relatedBy: .equal, toItem: other, attribute: attribute, multiplier: 1, constant: constant)
    }

    func limitWidth(to other: UIView, exact: Bool) -> NSLayoutConstraint {
        NSLayoutConstraint(item: self, attribute: .width, relatedBy: exact ? .equal : .lessThanOrEqual, toItem: other, attribute: .width, multiplier: 1, constant: 0)
    }

    func fillWidth(of other: UIView) -> NSLayoutConstraint {
        NSLayoutConstraint(item: self, attribute: .width, relatedBy: .equal, toItem: other, attribute: .width, multiplier: 1, constant: 0)
    }
}
