import UIKit

final class TabbedView: UIView {
	let label = UILabel()

	func layout() {
		NSLayoutConstraint(item: label,
		                   attribute: .leading, relatedBy: .equal,
		                   toItem: self, attribute: .leading,
		                   multiplier: 1, constant: 8).isActive = true
	}
}
