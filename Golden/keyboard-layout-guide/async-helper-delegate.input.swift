import UIKit

@MainActor struct KeyboardInfo {
    let height: CGFloat

    init(_ notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        height = frame?.height ?? 0
    }
}

protocol ComposerKeyboardDelegate: AnyObject {
    func composerKeyboardWillChange(height: CGFloat)
}

final class ReplyViewController: UIViewController {
    var inputBottomConstraint: NSLayoutConstraint!

    func observeKeyboard() async {
        for await notification in NotificationCenter.default.notifications(named: UIResponder.keyboardWillShowNotification) {
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { continue }
            inputBottomConstraint.constant = -frame.height
        }
    }
}

final class SearchViewController: UIViewController {
    var resultsBottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let keyboard = KeyboardInfo(notification)
        resultsBottomConstraint.constant = -keyboard.height
    }
}

final class ComposerView: UIView {
    weak var delegate: ComposerKeyboardDelegate?

    func startObserving() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        delegate?.composerKeyboardWillChange(height: frame.height)
    }
}

final class BannerViewController: UIViewController {
    private var keyboardVisible = false

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        keyboardVisible = false
    }
}

final class FormViewController: UIViewController {
    var buttonBottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        buttonBottomConstraint.constant = 0
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }
}
