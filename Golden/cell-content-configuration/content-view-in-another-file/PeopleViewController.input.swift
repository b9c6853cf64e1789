import UIKit

final class PeopleViewController: UITableViewController {
    var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(AvatarCell.self, forCellReuseIdentifier: "Person")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}
