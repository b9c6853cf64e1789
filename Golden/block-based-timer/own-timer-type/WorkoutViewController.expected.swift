import UIKit

final class WorkoutViewController: UIViewController {
    private var workout: Timer?
    private var clock: Foundation.Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        workout = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(lap), userInfo: nil, repeats: true)
        clock = Foundation.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    @objc private func lap() {}

    @objc private func tick() {
        title = Date().description
    }
}
