import UIKit

// UICollectionViewFlowLayout was replaced here.
@MainActor func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
}
