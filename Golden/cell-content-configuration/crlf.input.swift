import UIKit

final class LanguagesViewController: UITableViewController {
    let languages = ["Swift", "Kotlin"]

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Language", for: indexPath)
        cell.textLabel?.text = languages[indexPath.row] // name
        cell.imageView?.image = UIImage(systemName: "globe")
        return cell
    }
}
