import UIKit

final class ThemeViewController: BaseViewController {
    private var themeTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        themeTimer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] timer in
            MainActor.assumeIsolated { self?.themeTick(timer) }
        }
    }

    deinit {
        themeTimer?.invalidate()
    }

    @objc private func themeTick(_ timer: Timer) {
        applyTheme()
    }
}
