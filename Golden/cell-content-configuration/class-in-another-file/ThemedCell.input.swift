import UIKit

/// The app's list cell: its title is themed once, when it is loaded from the nib.
final class ThemedCell: UITableViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        textLabel?.font = .preferredFont(forTextStyle: .headline)
        textLabel?.textColor = .systemIndigo
    }
}
