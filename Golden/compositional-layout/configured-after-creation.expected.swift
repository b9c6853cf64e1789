import UIKit

final class FavoritesViewController: UIViewController {
    private let layout = UICollectionViewFlowLayout()
    private var collectionView: UICollectionView!
    private let cellSize = CGSize(width: 64, height: 80)
    private let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        layout.itemSize = cellSize
        layout.sectionInset = insets
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if view.bounds.width > 600 {
            layout.minimumInteritemSpacing = 32
        } else {
            layout.minimumInteritemSpacing = 10
        }
    }
}

final class PagesViewController: UIViewController {
    func makePages(in view: UIView) -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(view.bounds.size.width), heightDimension: .absolute(view.bounds.size.height)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(view.bounds.size.height)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let pages = UICollectionViewCompositionalLayout(section: section)
        return pages
    }
}
