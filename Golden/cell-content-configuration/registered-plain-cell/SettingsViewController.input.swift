import UIKit

final class SettingsViewController: UITableViewController {
    let options = ["Notifications", "Privacy", "About"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerSettingsCells()
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = options[indexPath.row]
        cell.imageView?.image = UIImage(systemName: "gear")
        return cell
    }
}
