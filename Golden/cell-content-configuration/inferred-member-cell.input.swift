import UIKit

/// A cell kept in a property whose type is inferred through a lazy collection: the compiler
/// knows it, the source resolver does not follow `lazy` (a build index answers).
final class CellCache {
    var views: [UIView] = []
    lazy var spare = views.lazy.compactMap { $0 as? UITableViewCell }.first!
}

final class ListController: UITableViewController {
    let cache = CellCache()

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = cache.spare
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
