import UIKit

/// Legacy GCD hops for `gcd-to-task`; `swift run modernize diff Examples/`.
final class PhotoViewController: UIViewController {
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let savedBanner = UILabel()
    private let cacheQueue = DispatchQueue(label: "photo.cache")

    func load(_ data: Data) {
        spinner.startAnimating()
        DispatchQueue.global(qos: .userInitiated).async {
            let image = UIImage(data: data)
            DispatchQueue.main.async { [weak self] in
                self?.imageView.image = image
                self?.spinner.stopAnimating()
            }
        }
    }

    func didSave() {
        savedBanner.isHidden = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            self.savedBanner.isHidden = true
        }
        cacheQueue.async {
            print("saved") // a custom serial queue: reported, left alone
        }
    }
}
