import UIKit

final class BannerView: UIView {
	let label = UILabel()
	let icon = UIImageView()

	func layout() {
		addSubview(label)
		addSubview(icon)
		DispatchQueue.main.async {
			NSLayoutConstraint.activate(
				[
					self.icon.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 12),
					self.icon.widthAnchor.constraint(equalToConstant: 24),
					self.label.leadingAnchor.constraint(equalTo: self.icon.trailingAnchor, constant: 8),
					self.trailingAnchor.constraint(equalTo: self.label.trailingAnchor, constant: 12),
				]
			)
		}
#if DEBUG
		let views = ["label": label]
		addConstraints([
			label.topAnchor.constraint(equalTo: self.topAnchor),
			self.bottomAnchor.constraint(equalTo: label.bottomAnchor),
		])
#endif
	}
}
