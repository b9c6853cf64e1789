import UIKit

final class ThumbnailViewController: UIViewController {
    let imageView = UIImageView()

    func renderThumbnail(from data: Data) {
        Task.detached(priority: .userInitiated) {
            let image = UIImage(data: data)
            await MainActor.run {
                self.imageView.image = image
            }
        }
    }
}
