import UIKit

final class CoverCell: UICollectionViewCell {}

final class LibraryViewController: UIViewController, UICollectionViewDataSource {
    private let featuredCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let recentCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        featuredCollectionView.register(CoverCell.self, forCellWithReuseIdentifier: "cover")
        featuredCollectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        recentCollectionView.dequeueReusableCell(withReuseIdentifier: "cover", for: indexPath) as! CoverCell
    }
}
