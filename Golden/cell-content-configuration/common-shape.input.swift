import UIKit

struct Setting {
    let title: String
    let value: String
}

final class SettingsViewController: UITableViewController {
    var settings: [Setting] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        settings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        let setting = settings[indexPath.row]
        cell.textLabel?.text = setting.title
        cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
        cell.detailTextLabel?.text = setting.value
        cell.imageView?.image = UIImage(systemName: "gear")
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
