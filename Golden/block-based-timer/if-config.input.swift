import UIKit

final class StatusViewController: UIViewController {
    var statusTimer: Timer?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        #if DEBUG
        statusTimer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(refreshStatus), userInfo: nil, repeats: true)
        #else
        statusTimer = Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(refreshStatus), userInfo: nil, repeats: true)
        #endif
    }

    @objc func refreshStatus() {}
}
