import UIKit

/// The visible footer is fetched and its label updated in place: the table configures that
/// view from `titleForFooterInSection`, so it is not migrated here.
final class ArchiveSettingsViewController: UITableViewController {
    private let starredSection = 1
    private var archiveStarred = false

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == starredSection ? (archiveStarred ? "Starred episodes are archived" : "Starred episodes are kept") : nil
    }

    @objc private func starredChanged(_ sender: UISwitch) {
        archiveStarred = sender.isOn
        tableView.beginUpdates()
        if let footer = tableView.footerView(forSection: starredSection) {
            footer.textLabel?.text = self.tableView(tableView, titleForFooterInSection: starredSection)
            footer.sizeToFit()
        }
        tableView.endUpdates()
    }
}
