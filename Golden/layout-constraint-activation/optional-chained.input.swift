import UIKit

final class BannerHost: UIViewController {
    var banner: UIView?

    func showBanner() {
        banner?.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        banner?.widthAnchor.constraint(equalTo: view.widthAnchor).isActive = true
    }
}
