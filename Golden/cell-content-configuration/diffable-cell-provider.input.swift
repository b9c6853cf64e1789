import UIKit

final class ContactsViewController: UIViewController {
    let tableView = UITableView()
    var dataSource: UITableViewDiffableDataSource<Int, String>!

    func configureDataSource() {
        dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
            cell.textLabel?.text = name
            cell.imageView?.image = UIImage(systemName: "person.crop.circle")
            return cell
        }
    }
}
