import UIKit

final class NoteCell: UITableViewCell {
    let noteLabel = UILabel()

    func layout() {
        NSLayoutConstraint(item: noteLabel, attribute: .leading, relatedBy: .equal, toItem: contentView, attribute: .leadingMargin, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: noteLabel, attribute: .centerYWithinMargins, relatedBy: .equal, toItem: contentView, attribute: .centerYWithinMargins, multiplier: 1, constant: 2).isActive = true
        noteLabel.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -8).isActive = true
    }
}
