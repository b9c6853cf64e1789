import UIKit

final class SectionHeader: UICollectionReusableView {
    var title = ""
}

final class TagCell: UICollectionViewCell {}

final class TagsViewController: UIViewController, UICollectionViewDataSource {
    private var sectionHeaderRegistration: UICollectionView.SupplementaryRegistration<SectionHeader>!
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "\(TagCell.self)")
        sectionHeaderRegistration = UICollectionView.SupplementaryRegistration<SectionHeader>(elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: String(describing: TagCell.self), for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueConfiguredReusableSupplementary(using: sectionHeaderRegistration, for: indexPath)
        header.title = "Section \(indexPath.section)"
        return header
    }
}
