import UIKit

final class InboxViewController: UITableViewController {
    let subjects = ["Welcome", "Invoice"]
    var unread: Set<Int> = [1]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.textLabel?.font = unread.contains(indexPath.row) ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        unread.remove(indexPath.row)
        tableView.cellForRow(at: indexPath)?.textLabel?.textColor = .secondaryLabel
    }
}
