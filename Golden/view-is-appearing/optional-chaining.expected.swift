import UIKit

final class InboxViewController: UIViewController {
    var collectionView: UICollectionView?
    var tableView: UITableView!
    var widthHint: CGFloat = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        widthHint = viewIfLoaded?.bounds.width ?? 0
        collectionView?.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        tableView?.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    }
}
