import UIKit

final class FontsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Font", for: indexPath)
        cell.textLabel?.text = "Baskerville"
        cell.textLabel?.font = UIFont(name: "Baskerville-Italic", size: 20)
        return cell
    }
}
