import UIKit

final class GridFactory {
    @MainActor func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        return layout
    }
}
