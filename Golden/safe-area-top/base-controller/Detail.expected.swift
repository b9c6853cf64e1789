import UIKit

final class DetailViewController: BaseViewController {
    let summary = UILabel()
    let gallery = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(summary)
        view.addSubview(gallery)
        summary.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        gallery.topAnchor.constraint(equalTo: summary.bottomAnchor).isActive = true
    }
}
