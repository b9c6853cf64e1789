import UIKit

final class ContactCell: UITableViewCell {
    func configure(name: String, phone: String, photo: UIImage?) {
        var content = defaultContentConfiguration()
        content.text = name
        content.secondaryText = phone
        content.secondaryTextProperties.color = .secondaryLabel
        content.image = photo
        contentConfiguration = content
        accessoryType = .detailButton
    }
}
