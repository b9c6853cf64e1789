import UIKit

final class TagCell: UICollectionViewCell {
    let textLabel = UILabel()
    var imageView: UIImageView?

    func configure(tag: String, icon: UIImage?) {
        textLabel.text = tag
        imageView?.image = icon
    }
}

final class TagsViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    func tagCell(at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! TagCell
        cell.textLabel.text = "new"
        cell.imageView?.tintColor = .systemPink
        return cell
    }
}
