import UIKit

final class AccountViewController: UIViewController {
    func makeSignOutCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Sign Out"
        cell.textLabel?.textColor = .systemRed
        cell.textLabel?.textAlignment = .left
        return cell
    }
}
