import UIKit

final class FeedViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var selectedIndexPath: IndexPath?
    var headerHeight: CGFloat = 0

    override func viewWillAppear(_ isAnimated: Bool) {
        super.viewWillAppear(isAnimated)
        navigationController?.setNavigationBarHidden(false, animated: isAnimated)
    }

    override func viewIsAppearing(_ isAnimated: Bool) {
        super.viewIsAppearing(isAnimated)
        headerHeight = self.view.safeAreaInsets.top + 44
        if let selectedIndexPath {
            collectionView.scrollToItem(at: selectedIndexPath, at: .centeredVertically, animated: isAnimated)
        }
    }
}
