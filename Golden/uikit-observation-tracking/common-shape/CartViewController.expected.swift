import Combine
import UIKit

final class CartViewController: UIViewController {
    let model = CartModel()
    private let checkoutButton = UIButton()
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(checkoutButton)
        view.addSubview(summaryLabel)
        bind()
    }

    private func bind() {
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        self.title = model.title
        self.checkoutButton.isEnabled = !model.isCheckingOut
        self.summaryLabel.text = model.isCheckingOut ? "Checking out…" : "\(self.model.items.count) items"
    }
}
