import UIKit

final class PlayerViewController: UIViewController {
    let playPauseBtn = UIButton()

    func applyTheme() {
        playPauseBtn.imageView?.tintColor = .systemBlue
    }
}
