import UIKit

final class ClockViewController: UIViewController {
    private var timer: Timer?
    private var countdown: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    func startCountdown(seconds: TimeInterval) {
        countdown = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { [weak self] timer in
            MainActor.assumeIsolated { self?.countdownFinished(timer) }
        }
    }

    func startPolling(every interval: TimeInterval, repeating: Bool) {
        let poll = Timer(timeInterval: interval, repeats: repeating) { [weak self] timer in
            MainActor.assumeIsolated { self?.poll(with: timer) }
        }
        RunLoop.main.add(poll, forMode: .common)
    }

    @objc private func tick() {
        title = Date().description
    }

    @objc func countdownFinished(_ timer: Timer) {
        timer.invalidate()
    }

    @objc func poll(with timer: Timer) {}
}
