import UIKit

struct Badge {
    let title: String
    let symbol: String
    let color: UIColor
}

class BaseCell: UITableViewCell {}

final class BadgeCell: BaseCell {
    func show(_ badge: Badge) {
        var content = self.defaultContentConfiguration()
        content.text = badge.title
        content.image = UIImage(systemName: badge.symbol)
        content.imageProperties.tintColor = badge.color
        self.contentConfiguration = content
    }
}
