import UIKit

/// Its bare call dispatches to HeaderView's override, which must therefore stay.
final class SubheaderView: HeaderView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        traitCollectionDidChange(nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
