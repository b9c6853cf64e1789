import UIKit

@objc protocol HeaderViewDelegate {
    func headerViewDidTapClose(_ headerView: HeaderView)
}

final class HeaderView: UIView {
    @IBOutlet weak var delegate: HeaderViewDelegate?
}

final class MenuViewController: UIViewController, HeaderViewDelegate {
    func headerViewDidTapClose(_ headerView: HeaderView) {}
}
