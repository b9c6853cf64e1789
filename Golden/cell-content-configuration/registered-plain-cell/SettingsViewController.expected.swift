import UIKit

final class SettingsViewController: UITableViewController {
    let options = ["Notifications", "Privacy", "About"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerSettingsCells()
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = options[indexPath.row]
        content.image = UIImage(systemName: "gear")
        cell.contentConfiguration = content
        return cell
    }
}
