import UIKit

final class SearchController: UIViewController {
    var searchBarTop: NSLayoutConstraint!
    var resultsHeight: NSLayoutConstraint!
    var tableView = UITableView()

    func revealSearchBar() {
        view.layoutIfNeeded()
        // slide the bar in
        searchBarTop.constant = 0
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }

    func grow() {
        title = "Results"
        self.view.layoutIfNeeded()

        resultsHeight.constant = 400
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
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
