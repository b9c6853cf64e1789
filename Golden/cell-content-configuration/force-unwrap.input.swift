import UIKit

final class AboutViewController: UIViewController {
    let version = "1.0"

    func makeVersionCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel!.text = "Version"
        cell.textLabel!.numberOfLines = 0
        cell.detailTextLabel?.text = version
        return cell
    }
}
