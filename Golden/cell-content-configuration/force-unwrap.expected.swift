import UIKit

final class AboutViewController: UIViewController {
    let version = "1.0"

    func makeVersionCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Version"
        content.textProperties.numberOfLines = 0
        content.secondaryText = version
        cell.contentConfiguration = content
        return cell
    }
}
