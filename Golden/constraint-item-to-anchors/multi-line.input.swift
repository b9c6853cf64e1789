import UIKit

final class EmptyStateView: UIView {
    let messageLabel = UILabel()
    let tableView = UITableView()

    func layout(inset: CGFloat) {
        NSLayoutConstraint(item: messageLabel,
                           attribute: .centerY,
                           relatedBy: .equal,
                           toItem: tableView,
                           attribute: .centerY,
                           multiplier: 1,
                           constant: -inset).isActive = true
        NSLayoutConstraint(
            item: messageLabel,
            attribute: .width,
            relatedBy: .lessThanOrEqual,
            toItem: tableView,
            attribute: .width,
            multiplier: 0.8,
            constant: inset /* both sides */ * -2
        ).isActive = true
        NSLayoutConstraint(item: messageLabel,
                           attribute: .top, // below the header
                           relatedBy: .greaterThanOrEqual,
                           toItem: tableView,
                           attribute: .top,
                           multiplier: 1,
                           constant: inset).isActive = true
    }
}
