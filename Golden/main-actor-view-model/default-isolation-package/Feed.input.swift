// golden: min-ios=17
import Observation
import SwiftUI

/// Main-actor isolated by the target's default isolation: nothing to add.
@Observable final class Feed {
    var items: [String] = []
}

/// Opts out of the default: views still hold it.
@Observable nonisolated final class Downloads {
    var count = 0
}

struct FeedView: View {
    @State private var feed = Feed()
    @State private var downloads = Downloads()

    var body: some View {
        Text("\(feed.items.count) \(downloads.count)")
    }
}
