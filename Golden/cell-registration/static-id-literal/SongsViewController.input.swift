import UIKit

struct Song: Hashable {
    let title: String
}

final class SongsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Song>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(SongCell.self, forCellWithReuseIdentifier: SongCell.id)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, song in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SongCell.id, for: indexPath) as! SongCell
            cell.titleLabel.text = song.title
            return cell
        }
    }
}
