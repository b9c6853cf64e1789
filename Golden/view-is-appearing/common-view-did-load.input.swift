import UIKit

final class GalleryViewController: UIViewController {
    let layout = UICollectionViewFlowLayout()
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(titleLabel)
        let columns: CGFloat = 3
        let width = view.bounds.width / columns
        layout.itemSize = CGSize(width: width, height: 120)
        titleLabel.text = "Gallery"
        if traitCollection.horizontalSizeClass == .regular {
            layout.minimumInteritemSpacing = 24
        }
    }
}
