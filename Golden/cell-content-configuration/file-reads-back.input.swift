import UIKit

final class ThemesViewController: UITableViewController {
    let themes = ["Light", "Dark"]
    var selectedTheme: String?

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Theme", for: indexPath)
        cell.textLabel?.text = themes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedTheme = tableView.cellForRow(at: indexPath)?.textLabel?.text
    }
}
