import UIKit

func logLayoutChange(_ message: String) {}

final class QueueViewController: UIViewController {
    private var episodes: [String] = []
    private var badgeView: UIView?
    private var isCompact = false

    override func viewDidLoad() {
        super.viewDidLoad()
        guard !episodes.isEmpty else { return }
        view.backgroundColor = .systemBackground
    }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            let isCompact = traitCollection.horizontalSizeClass == .compact
            self.isCompact = isCompact
            episodes.forEach { episode in print(episode, isCompact) }
            if let badgeView {
                badgeView.isHidden = isCompact
            }
            for episode in episodes where episode.isEmpty { remove(episode) }
            logLayoutChange("\(episodes.count) episodes, compact: \(isCompact)")
        }
        if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { badgeView?.layer.borderColor = UIColor.tintColor.cgColor }
    }

    private func remove(_ episode: String) {
        episodes.removeAll { $0 == episode }
    }
}
