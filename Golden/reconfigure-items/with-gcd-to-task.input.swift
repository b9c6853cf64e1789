// golden: rules=gcd-to-task,reconfigure-items
import UIKit

final class DownloadsViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func downloadsDidFinish(_ ids: [String]) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            var snapshot = self.dataSource.snapshot()
            snapshot.reloadItems(ids)
            self.dataSource.apply(snapshot)
        }
    }
}
