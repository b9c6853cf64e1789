import UIKit

struct Track: Hashable {
    let name: String
}

typealias TrackDataSource = UICollectionViewDiffableDataSource<Int, Track>

final class TrackCell: UICollectionViewCell {
    var name = ""
}

final class TracksViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: TrackDataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(TrackCell.self, forCellWithReuseIdentifier: "track")
        dataSource = TrackDataSource(collectionView: collectionView) { collectionView, indexPath, track in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "track", for: indexPath) as! TrackCell
            cell.name = track.name
            return cell
        }
    }
}
