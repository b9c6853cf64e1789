import UIKit

enum Queues {
    static func make() -> DispatchQueue { .main }
    static func worker() -> DispatchQueue { DispatchQueue(label: "worker") }
}

final class BadgeViewController: UIViewController {
    let countLabel = UILabel()
    var background: DispatchQueue?
    lazy var updates = Queues.make()

    func show(_ count: Int) {
        Task { @MainActor in
            self.countLabel.text = "\(count)"
        }
        Queues.make().async { print("shown") }
        let total = Queues.worker().sync { count * 2 }
        print(total)
        updates.async {
            print(count + 1)
        }
        background?.async { print(count) }
        background!.async { print(count + 2) }
    }
}
