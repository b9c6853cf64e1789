import Combine
import UIKit

final class CartViewController: UIViewController {
    let model = CartModel()
    private let checkoutButton = UIButton()
    private let summaryLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(checkoutButton)
        view.addSubview(summaryLabel)
        bind()
    }

    private func bind() {
        model.$title
            .receive(on: DispatchQueue.main)
            .assign(to: \.title, on: self)
            .store(in: &cancellables)

        model.$isCheckingOut
            .removeDuplicates()
            .sink { [weak self] checkingOut in
                guard let self else { return }
                self.checkoutButton.isEnabled = !checkingOut
                self.summaryLabel.text = checkingOut ? "Checking out…" : "\(self.model.items.count) items"
            }
            .store(in: &cancellables)
    }
}
