import UIKit

final class ArticleCell: UICollectionViewCell {
    var headline = ""
}

final class ArticlesViewController: UIViewController {
	private var collectionView: UICollectionView!
	private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

	override func viewDidLoad() {
		super.viewDidLoad()
		collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
		// Cells are plain classes.
		let articleCellRegistration = UICollectionView.CellRegistration<ArticleCell, String> { cell, _, headline in
			cell.headline = headline
		} // registered once
		dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, headline in
			let cell = collectionView.dequeueConfiguredReusableCell(
				using: articleCellRegistration, // same identifier
				for: indexPath, item: headline
			)
			return cell
		}
	}
}
