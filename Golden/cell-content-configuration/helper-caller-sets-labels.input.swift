import UIKit

final class DebugViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.font = .systemFont(ofSize: 13)
        if indexPath.section == 0 {
            cell.textLabel?.text = "Reset"
        } else {
            configure(cell, forRow: indexPath.row)
        }
        return cell
    }

    private func configure(_ cell: UITableViewCell, forRow row: Int) {
        cell.textLabel?.text = "Row \(row)"
    }
}
