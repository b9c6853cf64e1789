import UIKit

func logLayoutChange(_ message: String) {}

final class QueueViewController: UIViewController {
    private var episodes: [String] = []
    private var badgeView: UIView?
    private var isCompact = false

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
            let isCompact = self.traitCollection.horizontalSizeClass == .compact
            self.isCompact = isCompact
            self.episodes.forEach { episode in print(episode, isCompact) }
            if let badgeView = self.badgeView {
                badgeView.isHidden = isCompact
            }
            for episode in self.episodes where episode.isEmpty { self.remove(episode) }
            logLayoutChange("\(self.episodes.count) episodes, compact: \(isCompact)")
        }
        registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
            self.badgeView?.layer.borderColor = UIColor.tintColor.cgColor
        }
        guard !episodes.isEmpty else { return }
        view.backgroundColor = .systemBackground
    }

    private func remove(_ episode: String) {
        episodes.removeAll { $0 == episode }
    }
}
