import UIKit

final class DiskCache {
    private let queue = DispatchQueue(label: "com.example.cache")
    private var entries: [String: Data] = [:]

    func store(_ data: Data, for key: String) {
        queue.async {
            self.entries[key] = data
        }
    }

    func entry(for key: String) -> Data? {
        queue.sync { entries[key] }
    }

    func clear() {
        self.queue.async { self.entries.removeAll() }
    }

    func purge(on workQueue: DispatchQueue) {
        workQueue.asyncAfter(deadline: .now() + 1) {
            self.entries.removeAll()
        }
        DispatchQueue(label: "com.example.purge").async {
            print("purged")
        }
    }
}
