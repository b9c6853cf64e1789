import UIKit

final class VibrantCell: UITableViewCell {
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        textLabel?.textColor = highlighted ? .white : .label
    }
}

final class SettingsController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(VibrantCell.self, forCellReuseIdentifier: "Vibrant")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        switch indexPath.section {
        case 0:
            // The registered class recolours its label on highlight.
            cell = tableView.dequeueReusableCell(withIdentifier: "Vibrant", for: indexPath)
            cell.textLabel?.text = "Add Account"
        case 1:
            cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
            cell.accessoryType = .disclosureIndicator
        default:
            cell = super.tableView(tableView, cellForRowAt: indexPath)
        }
        return cell
    }

    func footerCell(_ tableView: UITableView, at indexPath: IndexPath, vibrant: Bool) -> UITableViewCell {
        let cell: UITableViewCell
        if vibrant {
            cell = tableView.dequeueReusableCell(withIdentifier: "Vibrant", for: indexPath)
        } else {
            cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
        }
        var content = cell.defaultContentConfiguration()
        content.text = "Footer"
        cell.contentConfiguration = content
        return cell
    }
}
