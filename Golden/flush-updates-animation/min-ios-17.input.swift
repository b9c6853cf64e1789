// golden: min-ios=17
import UIKit

final class BannerController: UIViewController {
    var bannerHeight: NSLayoutConstraint!

    func collapse() {
        bannerHeight.constant = 0
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut) {
            self.view.layoutIfNeeded()
        }
    }

    func fadeAndCollapse() {
        UIView.animate(withDuration: 0.3) {
            self.bannerHeight.constant = 0
            self.view.layoutIfNeeded()
        }
    }
}
