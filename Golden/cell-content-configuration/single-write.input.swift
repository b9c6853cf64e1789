import UIKit

final class ColorsViewController: UITableViewController {
    let colors = ["Red", "Green"]

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Color", for: indexPath)
        cell.textLabel?.text = colors[indexPath.row]
        return cell
    }
}
