import UIKit

struct TodoItem {
    let title: String
    let isDone: Bool
}

final class TodoViewController: UITableViewController {
    var items: [TodoItem] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
        let item = items[indexPath.row]
        if item.isDone {
            cell.textLabel?.text = item.title
            cell.textLabel?.textColor = .secondaryLabel
            cell.imageView?.image = UIImage(systemName: "checkmark.circle")
        } else {
            cell.textLabel?.text = item.title
            cell.imageView?.image = UIImage(systemName: "circle")
        }
        return cell
    }
}
