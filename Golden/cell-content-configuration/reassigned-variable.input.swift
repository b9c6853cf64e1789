import UIKit

final class MenuViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var cell: UITableViewCell
        if indexPath.section == 0 {
            cell = tableView.dequeueReusableCell(withIdentifier: "Header", for: indexPath)
            cell.textLabel?.text = "Menu"
        } else {
            cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
            cell.textLabel?.text = "Item \(indexPath.row)"
        }
        return cell
    }
}
