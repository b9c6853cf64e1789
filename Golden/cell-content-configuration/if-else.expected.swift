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
        var content = cell.defaultContentConfiguration()
        if item.isDone {
            content.text = item.title
            content.textProperties.color = .secondaryLabel
            content.image = UIImage(systemName: "checkmark.circle")
        } else {
            content.text = item.title
            content.image = UIImage(systemName: "circle")
        }
        cell.contentConfiguration = content
        return cell
    }
}
