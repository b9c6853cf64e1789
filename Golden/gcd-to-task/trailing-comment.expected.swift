import UIKit

final class UploadViewController: UIViewController {
    let activityIndicator = UIActivityIndicatorView(style: .large)

    func uploadDidFinish() {
        Task { @MainActor in
            self.activityIndicator.stopAnimating()
        } // back on main
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(1))
            self.activityIndicator.isHidden = true
        } // hide after a second
    }
}
