import UIKit

func build<Product>(_ make: () -> Product) -> Product { make() }

final class RingScreen {
    func setUp() {
        // A generic function's result: the rule cannot tell `ring` is a Ring.
        let ring = build { Ring() }
        ring.delegate = SharedRingHandler.shared
    }
}
