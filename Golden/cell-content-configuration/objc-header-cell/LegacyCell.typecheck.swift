import UIKit

// What LegacyCell.h declares, as Swift imports it (for the type check only).
class LegacyCell: UITableViewCell {
    var badgeText: String?
}
