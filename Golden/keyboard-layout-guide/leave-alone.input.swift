import Combine
import UIKit

final class SearchViewController: UIViewController {
    let searchField = UITextField()
    let scrollView = UIScrollView()
    var isKeyboardVisible = false
    var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Publishing a flag: no layout.
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
        // Scrolling to the field: no constraint or inset.
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .sink { [weak self] notification in
                guard let self, let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                self.scrollView.scrollRectToVisible(self.searchField.frame.offsetBy(dx: 0, dy: frame.height), animated: true)
            }
            .store(in: &subscriptions)
        // Other notifications.
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc func keyboardDidShow(_ notification: Notification) {
        isKeyboardVisible = true
    }
}
