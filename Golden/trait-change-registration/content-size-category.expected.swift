import UIKit

final class ArticleViewController: UITableViewController {
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.adjustsFontForContentSizeCategory = false
        tableView.tableHeaderView = titleLabel
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
            self.titleLabel.font = .preferredFont(forTextStyle: .headline, compatibleWith: self.traitCollection)
            self.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
}
