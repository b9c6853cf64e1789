import UIKit

final class BannerView: UIView {
	let label = UILabel()
	let icon = UIImageView()

	func layout() {
		addSubview(label)
		addSubview(icon)
		DispatchQueue.main.async {
			NSLayoutConstraint.activate(
				NSLayoutConstraint.constraints(
					withVisualFormat: "H:|-12-[icon(24)]-8-[label]-12-|",
					options: [],
					metrics: nil,
					views: ["icon": self.icon, "label": self.label]
				)
			)
		}
#if DEBUG
		let views = ["label": label]
		addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[label]|", options: [], metrics: nil, views: views))
#endif
	}
}
