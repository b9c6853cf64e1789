import UIKit

protocol RingDelegate: AnyObject {}

final class SharedRingHandler: RingDelegate {
    static let shared = SharedRingHandler()
}

final class Ring {
    var delegate: RingDelegate?
}
