// golden: rules=gcd-to-task,reconfigure-items
import UIKit

final class DownloadsViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func downloadsDidFinish(_ ids: [String]) {
        Task { @MainActor [weak self] in
            guard let self else { return }
            var snapshot = self.dataSource.snapshot()
            snapshot.reconfigureItems(ids)
            self.dataSource.apply(snapshot)
        }
    }
}
