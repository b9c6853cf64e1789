import UIKit

final class ThumbnailViewController: UIViewController {
    let imageView = UIImageView()

    func renderThumbnail(from data: Data) {
        // modernize:disable-next-line gcd-to-task -- keep this on GCD for now
        DispatchQueue.global(qos: .userInitiated).async {
            let image = UIImage(data: data)
            DispatchQueue.main.async {
                self.imageView.image = image
            }
        }
    }
}
