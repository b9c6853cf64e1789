import UIKit

extension PlansViewController {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == 1 {
            cell.textLabel?.textColor = .systemOrange
        }
    }
}
