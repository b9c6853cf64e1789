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
    private var episodes = [Show.Episode]()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(EpisodeCell.self, forCellWithReuseIdentifier: "episode")
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "episode", for: indexPath) as! EpisodeCell
        cell.title = episodes[indexPath.item].title.uppercased()
        return cell
    }
}
