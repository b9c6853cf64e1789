import UIKit

final class ProfileViewController: UIViewController {
    let name = "Ada"
    let email = "ada@example.com"

    func makeCells() -> [UITableViewCell] {
        let nameCell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = nameCell.defaultContentConfiguration()
        content.text = "Name"
        content.secondaryText = name
        nameCell.contentConfiguration = content

        let emailCell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content2 = emailCell.defaultContentConfiguration()
        content2.text = "Email"
        content2.secondaryText = email
        emailCell.contentConfiguration = content2
        return [nameCell, emailCell]
    }
}
