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
        let songCellRegistration = UICollectionView.CellRegistration<SongCell, Song> { cell, _, song in
            cell.titleLabel.text = song.title
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, song in
            let cell = collectionView.dequeueConfiguredReusableCell(using: songCellRegistration, for: indexPath, item: song)
            return cell
        }
    }
}
