import UIKit

final class ContactCell: UICollectionViewCell {
    let nameLabel = UILabel()
    let avatarView = UIImageView()
    var onCall: (() -> Void)?
}

final class Directory {
    struct Entry {
        let name: String
        let phone: String?
        let isFavorite: Bool
    }
}

final class ContactsViewController: UICollectionViewController {
    private var contactCellRegistration: UICollectionView.CellRegistration<ContactCell, Directory.Entry>!
    private var entries: [Directory.Entry] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        contactCellRegistration = UICollectionView.CellRegistration<ContactCell, Directory.Entry> { cell, indexPath, entry in
            cell.nameLabel.text = entry.name

            // Favorites stand out.
            cell.nameLabel.textColor = entry.isFavorite ? .systemOrange : .black
            cell.avatarView.image = UIImage(systemName: entry.phone?.isEmpty == false ? "phone" : "person")
            cell.onCall = {
                print("calling \(entry.name)")
            }
            #if DEBUG
            cell.accessibilityIdentifier = "contact-\(indexPath.item)"
            #endif
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        entries.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let entry = entries[indexPath.item]
        let cell = collectionView.dequeueConfiguredReusableCell(using: contactCellRegistration, for: indexPath, item: entry)
        return cell
    }
}
