import UIKit

final class TabbedView: UIView {
	let label = UILabel()

	func layout() {
		label.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 8).isActive = true
	}
}
