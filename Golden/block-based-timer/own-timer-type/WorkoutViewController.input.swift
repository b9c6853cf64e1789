import UIKit

final class WorkoutViewController: UIViewController {
    private var workout: Timer?
    private var clock: Foundation.Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        workout = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(lap), userInfo: nil, repeats: true)
        clock = Foundation.Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc private func lap() {}

    @objc private func tick() {
        title = Date().description
    }
}
