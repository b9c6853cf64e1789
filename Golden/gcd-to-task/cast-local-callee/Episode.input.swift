import Foundation

/// A model protocol whose extension narrows `self` with a cast before calling on: the call
/// graph follows `episode.subTitle()` to `Episode`'s method, by the local's value.
public protocol BaseEpisode: AnyObject {
    var title: String? { get }
}

public final class Episode: BaseEpisode {
    public var title: String?

    func subTitle() -> String {
        waitForMetadata()
        return title ?? ""
    }

    func waitForMetadata() {
        Thread.sleep(forTimeInterval: 0.1)
    }
}

extension BaseEpisode {
    func subTitle() -> String {
        if let episode = self as? Episode {
            return episode.subTitle()
        }
        return ""
    }
}
