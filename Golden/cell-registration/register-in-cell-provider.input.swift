import UIKit

final class ItemCell: UICollectionViewCell {}

final class ItemsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.register(ItemCell.self, forCellWithReuseIdentifier: "item")
            return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }
}

final class OtherCell: UICollectionViewCell {}

final class ReloadingViewController: UICollectionViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        collectionView.register(OtherCell.self, forCellWithReuseIdentifier: "other")
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.register(OtherCell.self, forCellWithReuseIdentifier: "again")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "other", for: indexPath) as! OtherCell
        return cell
    }
}
