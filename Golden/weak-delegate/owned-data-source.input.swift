import UIKit

final class ListDataSource: NSObject {}

final class ListController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var listDataSource: ListDataSource?
    var tableDataSource: UITableViewDiffableDataSource<Int, String>?
}
