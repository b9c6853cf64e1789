import UIKit

final class NoteCell: UICollectionViewCell {
    var text = ""
}
final class DraftCell: UICollectionViewCell {}

final class NotesViewController: UICollectionViewController {
    private var noteCellRegistration2: UICollectionView.CellRegistration<NoteCell, String>!
    private let noteCellRegistration = 0
    private var notes: [String] = []

    override init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(collectionViewLayout: layout)
        noteCellRegistration2 = UICollectionView.CellRegistration<NoteCell, String> { cell, _, item in
            cell.text = item
        }
        collectionView.register(UINib(nibName: "DraftCell", bundle: nil), forCellWithReuseIdentifier: "draft")
    }

    required init?(coder: NSCoder) { fatalError() }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            guard let draft = collectionView.dequeueReusableCell(withReuseIdentifier: "draft", for: indexPath) as? DraftCell else {
                return UICollectionViewCell()
            }
            return draft
        }
        let cell = collectionView.dequeueConfiguredReusableCell(using: noteCellRegistration2, for: indexPath, item: notes[indexPath.item])
        return cell
    }
}
