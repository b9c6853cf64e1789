import UIKit

final class FeedController: UIViewController {
    var headerHeight: NSLayoutConstraint!
    var tableView = UITableView()
    var label = UILabel()
    weak var parentView: UIView?
    var coordinator = LayoutCoordinator()

    func optionalFlush() {
        headerHeight.constant = 0
        UIView.animate(withDuration: 0.3) { [weak self] in
            self?.view.layoutIfNeeded()
        }
    }

    func optionalView() {
        headerHeight.constant = 0
        UIView.animate(withDuration: 0.3) {
            self.parentView?.layoutIfNeeded()
        }
    }

    func captureList() {
        headerHeight.constant = 0
        UIView.animate(withDuration: 0.3) { [self] in
            view.layoutIfNeeded()
        }
    }

    func methodCallChange() {
        updateHeaderConstraints()
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    func fadeToo() {
        headerHeight.constant = 0
        UIView.animate(withDuration: 0.3) {
            self.label.alpha = 0
            self.view.layoutIfNeeded()
        }
    }

    func otherViewFlushed() {
        headerHeight.constant = 0
        UIView.animate(withDuration: 0.3) {
            self.tableView.layoutIfNeeded()
        }
    }

    func notOwnConstraint() {
        coordinator.height.constant = 0
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    func textChangeBefore() {
        label.text = "Collapsed"
        headerHeight.constant = 0
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    func nothingBefore() {
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    func unknownName() {
        headerHeight.constant = defaultHeaderHeight
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }

    func updateHeaderConstraints() {
        headerHeight.constant = 44
    }
}

@MainActor final class LayoutCoordinator {
    var height = NSLayoutConstraint()
}

let defaultHeaderHeight: CGFloat = 44

final class KeyboardFollower: UIViewController {
    func keyboardWillShow(_ notification: Notification) {
        guard let duration = notification.userInfo?["duration"] as? Double else { return }
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }
}
