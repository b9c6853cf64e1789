import UIKit

final class BannerViewController: UIViewController {
    let banner = UILabel()

    func show(_ message: String) {
        DispatchQueue.main.async { [weak self] in
            self?.banner.text = message
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
            self.banner.text = nil
        }
    }
}
