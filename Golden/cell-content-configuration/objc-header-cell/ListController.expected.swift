import UIKit

final class ListController: UITableViewController {
    let names = ["Ada", "Grace"]

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // LegacyCell is declared in an Objective-C header: the index reads its superclass there.
        let cell = tableView.dequeueReusableCell(withIdentifier: "Legacy", for: indexPath) as! LegacyCell
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
