import UIKit

final class LoadingViewController: UIViewController {
    let spinner = UIActivityIndicatorView(style: .medium)
    let banner = UIView()

    func finishLoading() {
        DispatchQueue.main.async { [weak self] in
            self?.spinner.stopAnimating()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            self.banner.isHidden = true
        }
    }
}
