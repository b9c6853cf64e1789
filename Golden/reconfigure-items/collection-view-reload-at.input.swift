import UIKit

final class GalleryViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    func refreshVisibleCells() {
        collectionView.reloadItems(at: collectionView.indexPathsForVisibleItems)
    }
}
