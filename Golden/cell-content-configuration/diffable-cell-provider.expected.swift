import UIKit

final class ContactsViewController: UIViewController {
    let tableView = UITableView()
    var dataSource: UITableViewDiffableDataSource<Int, String>!

    func configureDataSource() {
        dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.image = UIImage(systemName: "person.crop.circle")
            cell.contentConfiguration = content
            return cell
        }
    }
}
