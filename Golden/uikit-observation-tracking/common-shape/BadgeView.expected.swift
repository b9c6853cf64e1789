// golden: rules=observable-macro,uikit-observation-tracking min-ios=18
import Combine
import UIKit

final class CartBadgeView: UIView {
	private let model: CartModel
	private let badge = UILabel()

	init(model: CartModel) {
		self.model = model
		super.init(frame: .zero)
		addSubview(badge)
	}

	required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

	override func layoutSubviews() {
		super.layoutSubviews()
		badge.frame = bounds
		self.badge.text = "\(model.items.count)"
		self.badge.isHidden = model.items.isEmpty // nothing to show
	}
}
