import UIKit

final class ProfileViewController: UIViewController {
    let name = "Ada"
    let email = "ada@example.com"

    func makeCells() -> [UITableViewCell] {
        let nameCell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        nameCell.textLabel?.text = "Name"
        nameCell.detailTextLabel?.text = name

        let emailCell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        emailCell.textLabel?.text = "Email"
        emailCell.detailTextLabel?.text = email
        return [nameCell, emailCell]
    }
}
