import UIKit

final class ContactCell: UITableViewCell {
    func configure(name: String, phone: String, photo: UIImage?) {
        textLabel?.text = name
        detailTextLabel?.text = phone
        detailTextLabel?.textColor = .secondaryLabel
        imageView?.image = photo
        accessoryType = .detailButton
    }
}
