import UIKit

final class EmptyStateView: UIView {
    let messageLabel = UILabel()
    let tableView = UITableView()

    func layout(inset: CGFloat) {
        messageLabel.centerYAnchor.constraint(equalTo: tableView.centerYAnchor, constant: -inset).isActive = true
        messageLabel.widthAnchor.constraint(lessThanOrEqualTo: tableView.widthAnchor, multiplier: 0.8, constant: inset /* both sides */ * -2).isActive = true
        NSLayoutConstraint(item: messageLabel,
                           attribute: .top, // below the header
                           relatedBy: .greaterThanOrEqual,
                           toItem: tableView,
                           attribute: .top,
                           multiplier: 1,
                           constant: inset).isActive = true
    }
}
