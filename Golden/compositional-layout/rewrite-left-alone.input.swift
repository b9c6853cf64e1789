import UIKit

final class LeftAloneController: UIViewController {
    private var collectionView: UICollectionView?

    func repeated(compact: Bool) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.itemSize = CGSize(width: 60, height: 60)
        return layout
    }

    func estimated() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.estimatedItemSize = CGSize(width: 80, height: 40)
        return layout
    }

    func read() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        print(layout.itemSize.width)
        return layout
    }

    func branch(compact: Bool) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        if compact {
            layout.minimumLineSpacing = 4
        }
        return layout
    }

    func handedOnEarly() {
        let layout = UICollectionViewFlowLayout()
        collectionView?.collectionViewLayout = layout
        layout.itemSize = CGSize(width: 80, height: 80)
    }

    func clash() -> UICollectionViewLayout {
        let section = 2
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        print(section)
        return layout
    }

    func commented() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80) // square cells
        return layout
    }

    func computed() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = view.sizeThatFits(.zero)
        return layout
    }

    func noSize() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 4
        return layout
    }

    func inferred() {
        let make = {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 80, height: 80)
            return layout
        }
        collectionView?.collectionViewLayout = make()
    }

    func direction(wide: Bool) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.scrollDirection = wide ? .horizontal : .vertical
        return layout
    }

}
