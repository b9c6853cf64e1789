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
		collectionView.register(
			ArticleCell.self,
			forCellWithReuseIdentifier: "article"
		) // registered once
		dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, headline in
			let cell = collectionView.dequeueReusableCell(
				withReuseIdentifier: "article", // same identifier
				for: indexPath
			) as! ArticleCell
			cell.headline = headline
			return cell
		}
	}
}
