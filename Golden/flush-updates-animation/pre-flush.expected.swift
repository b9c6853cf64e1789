import UIKit

final class SearchController: UIViewController {
    var searchBarTop: NSLayoutConstraint!
    var resultsHeight: NSLayoutConstraint!
    var tableView = UITableView()

    func revealSearchBar() {
        UIView.animate(withDuration: 0.25, delay: 0, options: .flushUpdates) {
            // slide the bar in
            self.searchBarTop.constant = 0
        }
    }

    func grow() {
        title = "Results"
        UIView.animate(withDuration: 0.25, delay: 0, options: .flushUpdates) {
            self.resultsHeight.constant = 400
        }
    }

    func otherView() {
        tableView.layoutIfNeeded()
        resultsHeight.constant = 200
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}
