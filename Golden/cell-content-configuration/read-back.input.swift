import UIKit

final class InboxViewController: UITableViewController {
    var subjects: [String] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = subjects[indexPath.row]
        cell.accessibilityLabel = cell.textLabel?.text
        return cell
    }
}
