import UIKit

final class FeedViewController: UIViewController {
    var refreshTimers: [Timer]? = []
    weak var parentFeed: FeedViewController?

    func scheduleRefresh() {
        refreshTimers?.append(Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(refresh), userInfo: nil, repeats: true))
    }

    func scheduleParentRefresh() {
        parentFeed?.refreshTimers?.append(Timer.scheduledTimer(timeInterval: 30, target: parentFeed!, selector: #selector(refresh), userInfo: nil, repeats: true))
    }

    @objc func refresh() {}
}
