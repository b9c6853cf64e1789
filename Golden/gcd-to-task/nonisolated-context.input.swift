import UIKit

final class PlayerViewController: UIViewController {
    let timeLabel = UILabel()

    nonisolated func playerDidAdvance(to seconds: Double) {
        DispatchQueue.main.async {
            self.timeLabel.text = "\(seconds)"
        }
    }

    func makeTicker() -> @Sendable () -> Void {
        return { @Sendable in
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                print("tick")
            }
        }
    }
}

struct PlaybackEvent: Sendable {
    let name: String

    func log() {
        DispatchQueue.main.async {
            print(name)
        }
    }
}
