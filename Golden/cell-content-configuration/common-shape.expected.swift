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
        var content = cell.defaultContentConfiguration()
        content.text = setting.title
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.secondaryText = setting.value
        content.image = UIImage(systemName: "gear")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
