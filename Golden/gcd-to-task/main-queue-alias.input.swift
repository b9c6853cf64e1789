import UIKit

/// Names bound to the main queue are reported, never skipped: the rule only rewrites calls it
/// can see are on DispatchQueue.main.
final class FeedRefresher {
    let callbackQueue = DispatchQueue.main
    var deliveryQueue: DispatchQueue = .main

    func refresh(_ done: @escaping () -> Void) {
        callbackQueue.async {
            done()
        }
        self.deliveryQueue.asyncAfter(deadline: .now() + 0.5) { done() }
        let main = DispatchQueue.main
        main.async(execute: done)
    }
}
