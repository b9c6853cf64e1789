import UIKit

final class PostCell: UICollectionViewCell {}

final class FeedViewController: UICollectionViewController {
    static let postCellID = "post"

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PostCell.self, forCellWithReuseIdentifier: FeedViewController.postCellID)
    }
}
