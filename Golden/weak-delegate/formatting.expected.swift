import UIKit

@objc protocol RowDelegate {}

final class Row: UIView {
    /// Told about taps.
    @IBOutlet weak var delegate: RowDelegate?  // set in the storyboard

    #if swift(>=5.9)
    private(set) weak var listDelegate: RowDelegate? {
        didSet { setNeedsLayout() }
    }
    #endif

    weak var composedDelegate: (RowDelegate & AnyObject)?
}

@MainActor final class Owner: NSObject, RowDelegate {
    let row = Row()

    override init() {
        super.init()
        row.delegate = self
        row.composedDelegate = self
    }
}
