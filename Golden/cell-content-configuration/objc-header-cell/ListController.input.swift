import UIKit

final class ListController: UITableViewController {
    let names = ["Ada", "Grace"]

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // LegacyCell is declared in an Objective-C header: the index reads its superclass there.
        let cell = tableView.dequeueReusableCell(withIdentifier: "Legacy", for: indexPath) as! LegacyCell
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}
