import UIKit

final class LibraryViewController: UIViewController {
    func configure(_ cell: UITableViewCell, title: NSAttributedString, subtitle: NSAttributedString, icon: UIImage) {
        cell.textLabel?.attributedText = title
        cell.textLabel?.textColor = .label
        cell.textLabel?.numberOfLines = 2
        cell.textLabel?.lineBreakMode = .byTruncatingMiddle
        cell.textLabel?.adjustsFontSizeToFitWidth = true
        cell.textLabel?.adjustsFontForContentSizeCategory = true
        cell.textLabel?.textAlignment = .center
        cell.detailTextLabel?.attributedText = subtitle
        cell.detailTextLabel?.font = UIFont.systemFont(ofSize: 13)
        cell.detailTextLabel?.textAlignment = NSTextAlignment.justified
        cell.imageView?.image = icon
        cell.imageView?.tintColor = .systemTeal
        cell.imageView?.layer.cornerRadius = 8
    }
}
