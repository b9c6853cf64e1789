import UIKit

@MainActor func shrinkItems(of collectionView: UICollectionView) {
    (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 45, height: 45)
}
