import UIKit

struct Note {
    let title: String
    let body: String
}

final class NotesViewController: UITableViewController {
    var notes: [Note] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        let content = notes[indexPath.row]
        cell.textLabel?.text = content.title
        cell.detailTextLabel?.text = content.body
        return cell
    }
}
