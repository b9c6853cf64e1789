import UIKit

struct Order {
    let number: Int
    let items: Int
    let total: String
}

final class OrdersViewController: UITableViewController {
    var orders: [Order] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Order", for: indexPath)
        let order = orders[indexPath.row]

        var content = cell.defaultContentConfiguration()
        // The title shows the order number.
        content.text = "Order #\(order.number)" // stable across reloads
        content.secondaryText = "\(order.items) items, \(order.total)"   /* summary */
        cell.contentConfiguration = content

        cell.selectionStyle = .none
        return cell
    }
}
