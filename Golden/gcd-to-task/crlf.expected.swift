import UIKit

final class BannerViewController: UIViewController {
    let banner = UILabel()

    func show(_ message: String) {
        Task { @MainActor [weak self] in
            self?.banner.text = message
        }
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(3))
            self.banner.text = nil
        }
    }
}
