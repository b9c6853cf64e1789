import UIKit

final class ClockViewController: UIViewController {
    private var timer: Timer?
    private var countdown: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    func startCountdown(seconds: TimeInterval) {
        countdown = Timer.scheduledTimer(timeInterval: seconds, target: self, selector: #selector(self.countdownFinished(_:)), userInfo: nil, repeats: false)
    }

    func startPolling(every interval: TimeInterval, repeating: Bool) {
        let poll = Timer(timeInterval: interval, target: self, selector: #selector(ClockViewController.poll(with:)), userInfo: nil, repeats: repeating)
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
