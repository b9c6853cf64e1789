// golden: no-typecheck (the API model types Dispatch closures @Sendable, stricter than the SDK in Swift 5 mode; this input is valid app code there)
import UIKit

final class FeedCell: UITableViewCell {
    static var rowHeight: CGFloat = 44
}

enum ImageCache {
    static var limit = 100
}

final class FeedLoader {
    func measure(_ items: [String], header: UIView) {
        // A main-actor static of a cell class, read off the main actor.
        DispatchQueue.global(qos: .utility).async {
            let total = CGFloat(items.count) * FeedCell.rowHeight
            print(total)
        }
        // UIScreen.main is main-actor state too.
        DispatchQueue.global().async {
            let scale = UIScreen.main.scale
            print(scale)
        }
        // A view passed in: its members are the main actor's.
        DispatchQueue.global().async {
            print(header.bounds)
        }
        // A static of a type that is not main-actor: the detached task may read it.
        DispatchQueue.global().async {
            print(ImageCache.limit, items.count)
        }
        // Read on the main queue inside: stays on the main actor.
        DispatchQueue.global().async {
            let sorted = items.sorted()
            DispatchQueue.main.async {
                print(sorted, UIScreen.main.scale)
            }
        }
    }
}
