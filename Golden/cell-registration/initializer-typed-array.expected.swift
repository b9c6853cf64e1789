import UIKit

struct Show {
    struct Episode {
        let title: String
    }
}

struct Radio {
    struct Episode {
        let frequency: Double
    }
}

final class EpisodeCell: UICollectionViewCell {
    var title = ""
}

final class EpisodesViewController: UICollectionViewController {
    private var episodeCellRegistration: UICollectionView.CellRegistration<EpisodeCell, Show.Episode>!
    private var episodes = [Show.Episode]()

    override func viewDidLoad() {
        super.viewDidLoad()
        episodeCellRegistration = UICollectionView.CellRegistration<EpisodeCell, Show.Episode> { cell, _, item in
            cell.title = item.title.uppercased()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueConfiguredReusableCell(using: episodeCellRegistration, for: indexPath, item: episodes[indexPath.item])
        return cell
    }
}
