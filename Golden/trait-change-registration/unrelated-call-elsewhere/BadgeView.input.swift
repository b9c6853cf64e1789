import UIKit

/// Calls its own (UIKit's) traitCollectionDidChange: that never reaches HeaderView's override.
final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        traitCollectionDidChange(nil)
        self.traitCollectionDidChange(nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
