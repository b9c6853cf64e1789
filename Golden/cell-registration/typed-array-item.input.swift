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
    private var entries: [Directory.Entry] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ContactCell.self, forCellWithReuseIdentifier: "contact")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        entries.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let entry = entries[indexPath.item]
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "contact", for: indexPath) as! ContactCell
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
        return cell
    }
}
