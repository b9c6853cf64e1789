import Foundation

protocol BaseListener: NSObjectProtocol {}

protocol FeedDelegate: BaseListener {
    func feedDidReload()
}
