import UIKit

final class PlayerControls: UIView {
    let playButton = UIButton(type: .system)

    func showPaused(_ isPaused: Bool) {
        playButton.imageView?.tintColor = isPaused ? .systemGray : .systemBlue
        let shareButton = UIButton(type: .custom)
        shareButton.imageView?.contentMode = .scaleAspectFit
    }
}
