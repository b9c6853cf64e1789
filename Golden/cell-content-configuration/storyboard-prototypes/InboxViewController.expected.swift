import UIKit

struct Message {
    let sender: String
    let subject: String
    let unread: Int
}

final class InboxViewController: UITableViewController {
    var messages: [Message] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let message = messages[indexPath.row]
        switch indexPath.section {
        case 0:
            // A subtitle prototype with Xcode's defaults: a default configuration looks the same.
            let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = message.sender
            content.secondaryText = message.subject
            cell.contentConfiguration = content
            return cell
        case 1:
            // The prototype's label is bold and red in the storyboard.
            let cell = tableView.dequeueReusableCell(withIdentifier: "Highlighted", for: indexPath)
            cell.textLabel?.text = message.sender
            return cell
        default:
            // A custom prototype: its content view holds its own label.
            let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath)
            cell.textLabel?.text = "\(message.unread)"
            return cell
        }
    }
}
