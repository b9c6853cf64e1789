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
        var content2 = cell.defaultContentConfiguration()
        content2.text = content.title
        content2.secondaryText = content.body
        cell.contentConfiguration = content2
        return cell
    }
}
