import UIKit

final class UploadViewController: UIViewController {
    let activityIndicator = UIActivityIndicatorView(style: .large)

    func uploadDidFinish() {
        DispatchQueue.main.async {
            self.activityIndicator.stopAnimating()
        } // back on main
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: {
            self.activityIndicator.isHidden = true
        }) // hide after a second
    }
}
