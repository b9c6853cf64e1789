import UIKit

final class ThumbnailViewController: UIViewController {
    let imageView = UIImageView()

    func renderThumbnail(from data: Data) {
        DispatchQueue.global(qos: .userInitiated).async {
            let image = UIImage(data: data)
            DispatchQueue.main.async {
                self.imageView.image = image
            }
        }
    }
}
