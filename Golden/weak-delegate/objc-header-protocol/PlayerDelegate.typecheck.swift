import Foundation

// What PlayerDelegate.h declares, as Swift imports it (for the type check only; Swift imports it
// `@objc`, which Linux's NSObjectProtocol cannot be refined with).
protocol PlayerDelegate: NSObjectProtocol {
    func playerDidFinish()
}
