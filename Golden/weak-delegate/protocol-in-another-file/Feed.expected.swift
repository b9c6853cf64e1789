import Foundation

final class Feed {
    weak var delegate: FeedDelegate?

    func reload() {
        delegate?.feedDidReload()
    }
}

final class FeedScreen: NSObject, FeedDelegate {
    private let feed = Feed()

    override init() {
        super.init()
        feed.delegate = self
    }

    func feedDidReload() {}
}
