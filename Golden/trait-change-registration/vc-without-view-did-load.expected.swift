import UIKit

class SettingsViewController: UITableViewController {
    private var compactHeaderHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            self.tableView.sectionHeaderHeight = self.traitCollection.verticalSizeClass == .compact ? self.compactHeaderHeight : UITableView.automaticDimension
        }
    }
}
