import UIKit

/// A legacy settings screen for `cell-content-configuration`: the cell built in
/// `tableView(_:cellForRowAt:)` and the subclass's `configure` are migrated; the sign-out cell's
/// `.left` alignment has no configuration equivalent, so it is reported and left alone.
final class SettingsViewController: UITableViewController {
    private let titles = ["Notifications", "Privacy"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < titles.count else { return makeSignOutCell() }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        cell.imageView?.image = UIImage(systemName: "gear") // same icon for now
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    private func makeSignOutCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Sign Out"
        cell.textLabel?.textAlignment = .left
        return cell
    }
}

final class SwitchSettingCell: UITableViewCell {
    func configure(title: String, detail: String) {
        textLabel?.text = title
        detailTextLabel?.text = detail
        detailTextLabel?.textColor = .secondaryLabel
    }
}
