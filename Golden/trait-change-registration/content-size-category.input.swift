import UIKit

final class ArticleViewController: UITableViewController {
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.adjustsFontForContentSizeCategory = false
        tableView.tableHeaderView = titleLabel
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            titleLabel.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
            tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
}
