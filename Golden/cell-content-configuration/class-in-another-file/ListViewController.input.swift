import UIKit

final class ListViewController: UITableViewController {
    var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "ThemedCell", bundle: nil), forCellReuseIdentifier: "Themed")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Themed", for: indexPath) as! ThemedCell
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}
