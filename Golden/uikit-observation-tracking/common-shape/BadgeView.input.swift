// golden: rules=observable-macro,uikit-observation-tracking min-ios=18
import Combine
import UIKit

final class CartBadgeView: UIView {
	private let model: CartModel
	private let badge = UILabel()
	private var cancellable: AnyCancellable?

	init(model: CartModel) {
		self.model = model
		super.init(frame: .zero)
		addSubview(badge)
		cancellable = model.$items.sink { [weak self] items in
			self?.badge.text = "\(items.count)"
			self?.badge.isHidden = items.isEmpty // nothing to show
		}
	}

	required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

	override func layoutSubviews() {
		super.layoutSubviews()
		badge.frame = bounds
	}
}
