import Combine
import UIKit

final class ComposeViewController: UIViewController {
    var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .map { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero }
            .sink { [weak self] frame in
                self?.adjust(forKeyboardHeight: frame.height)
            }
            .store(in: &subscriptions)
    }

    private func adjust(forKeyboardHeight height: CGFloat) {
        additionalSafeAreaInsets.bottom = height
    }
}
