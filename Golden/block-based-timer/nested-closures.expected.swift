import UIKit

final class PlayerViewController: UIViewController {
    var progressTimer: Timer?

    func startFromAnyThread() {
        DispatchQueue.main.async {
            self.progressTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.progressFired() }
            }
        }
    }

    func startAfterFade() {
        UIView.animate(withDuration: 0.3, animations: { self.view.alpha = 1 }, completion: { _ in
            self.progressTimer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(self.progressFired), userInfo: nil, repeats: true)
        })
    }

    func startWeakly() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.progressTimer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(self.progressFired), userInfo: nil, repeats: true)
        }
    }

    @objc func progressFired() {}
}
