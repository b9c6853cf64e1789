import UIKit

final class GalleryViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private var layout: UICollectionViewFlowLayout!
    private let spacing: CGFloat = 4

    override func viewDidLoad() {
        super.viewDidLoad()
        // Created here, configured through the stored property below.
        layout = UICollectionViewFlowLayout()
        configureLayout()
    }

    private func configureLayout() {
        layout.minimumLineSpacing = spacing * 2
        layout.minimumInteritemSpacing = spacing
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        section == 0 ? .zero : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 44)
    }
}
