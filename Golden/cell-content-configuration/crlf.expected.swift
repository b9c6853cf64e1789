import UIKit

final class LanguagesViewController: UITableViewController {
    let languages = ["Swift", "Kotlin"]

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Language", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = languages[indexPath.row] // name
        content.image = UIImage(systemName: "globe")
        cell.contentConfiguration = content
        return cell
    }
}
