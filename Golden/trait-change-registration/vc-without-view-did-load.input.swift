import UIKit

class SettingsViewController: UITableViewController {
    private var compactHeaderHeight: CGFloat = 44

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.verticalSizeClass != previousTraitCollection?.verticalSizeClass {
            tableView.sectionHeaderHeight = traitCollection.verticalSizeClass == .compact ? compactHeaderHeight : UITableView.automaticDimension
        }
    }
}
