import UIKit

final class ColorsViewController: UITableViewController {
    let colors = ["Red", "Green"]

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Color", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = colors[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
