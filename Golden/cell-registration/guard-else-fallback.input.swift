import UIKit

final class NoteCell: UICollectionViewCell {
    var text = ""
}
final class DraftCell: UICollectionViewCell {}

final class NotesViewController: UICollectionViewController {
    private let noteCellRegistration = 0
    private var notes: [String] = []

    override init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(collectionViewLayout: layout)
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
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
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as? NoteCell else {
            print("unexpected cell")
            return UICollectionViewCell()
        }
        cell.text = notes[indexPath.item]
        return cell
    }
}
