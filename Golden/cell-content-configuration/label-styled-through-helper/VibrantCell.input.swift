import UIKit

/// Recolours its title when highlighted, through a helper that takes the label.
class VibrantCell: UITableViewCell {
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        updateVibrancy()
    }

    func updateVibrancy() {
        apply(textLabel, color: isHighlighted ? .white : .label)
    }

    func apply(_ label: UILabel?, color: UIColor) {
        label?.textColor = color
    }
}
