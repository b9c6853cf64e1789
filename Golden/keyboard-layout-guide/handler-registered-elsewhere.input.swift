import UIKit

final class NoteListViewController: UIViewController {
    let tableView = UITableView()
    var keyboardHeight: CGFloat = 0
}

// The observer is added in Objective-C (`addObserver:selector:@selector(keyboardWillChangeFrame:)`).
extension NoteListViewController {
    @objc(keyboardWillChangeFrame:)
    func keyboardWillChangeFrame(note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {
            return
        }
        keyboardHeight = view.bounds.maxY - frame.minY
        refreshBottomInsets()
    }

    func refreshBottomInsets() {
        let updates = {
            self.tableView.contentInset.bottom = self.keyboardHeight
            self.tableView.verticalScrollIndicatorInsets.bottom = self.keyboardHeight
        }
        UIView.animate(withDuration: 0.25, animations: updates)
    }

    /// Not a handler: reads no keyboard frame.
    func logNotification(_ note: Notification) {
        print(note.name)
    }
}
