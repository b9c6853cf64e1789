import Foundation

/// The app's own queue type, which shadows Dispatch's in this module: its `async` runs the
/// work at once, on the caller's thread.
final class DispatchQueue {
    static let main = DispatchQueue()
    static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { main }

    func async(execute work: @escaping () -> Void) { work() }
}
