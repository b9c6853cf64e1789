import UIKit

final class NotesViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] notification in
            MainActor.assumeIsolated {
                guard let self, let end = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let overlap = self.view.bounds.maxY - end.minY
                self.tableView.contentInset.bottom = max(overlap, 0)
                self.tableView.verticalScrollIndicatorInsets.bottom = max(overlap, 0)
            }
        }
    }
}
