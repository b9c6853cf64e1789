import UIKit

final class ThemeViewController: BaseViewController {
    private var themeTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        themeTimer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(themeTick(_:)), userInfo: nil, repeats: true)
    }

    deinit {
        themeTimer?.invalidate()
    }

    @objc private func themeTick(_ timer: Timer) {
        applyTheme()
    }
}
