import UIKit

final class LoadingViewController: UIViewController {
    let spinner = UIActivityIndicatorView(style: .medium)
    let banner = UIView()

    func finishLoading() {
        Task { @MainActor [weak self] in
            self?.spinner.stopAnimating()
        }
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(0.5))
            self.banner.isHidden = true
        }
    }
}
