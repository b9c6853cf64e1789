import UIKit

struct Badge {
    let title: String
    let symbol: String
    let color: UIColor
}

class BaseCell: UITableViewCell {}

final class BadgeCell: BaseCell {
    func show(_ badge: Badge) {
        self.textLabel?.text = badge.title
        self.imageView?.image = UIImage(systemName: badge.symbol)
        self.imageView?.tintColor = badge.color
    }
}
