import UIKit

final class LibraryViewController: UIViewController {
    func configure(_ cell: UITableViewCell, title: NSAttributedString, subtitle: NSAttributedString, icon: UIImage) {
        var content = cell.defaultContentConfiguration()
        content.attributedText = title
        content.textProperties.color = .label
        content.textProperties.numberOfLines = 2
        content.textProperties.lineBreakMode = .byTruncatingMiddle
        content.textProperties.adjustsFontSizeToFitWidth = true
        content.textProperties.adjustsFontForContentSizeCategory = true
        content.textProperties.alignment = .center
        content.secondaryAttributedText = subtitle
        content.secondaryTextProperties.font = UIFont.systemFont(ofSize: 13)
        content.secondaryTextProperties.alignment = .justified
        content.image = icon
        content.imageProperties.tintColor = .systemTeal
        content.imageProperties.cornerRadius = 8
        cell.contentConfiguration = content
    }
}
