import UIKit

final class PhotoCell: UICollectionViewCell {
    func configure(with name: String) {}
}

final class PhotosViewController: UIViewController, UICollectionViewDataSource {
    private var photoCellRegistration: UICollectionView.CellRegistration<PhotoCell, String>!
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        photoCellRegistration = UICollectionView.CellRegistration<PhotoCell, String> { cell, _, item in
            cell.configure(with: item)
        }
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueConfiguredReusableCell(using: photoCellRegistration, for: indexPath, item: names[indexPath.item])
        return cell
    }
}
