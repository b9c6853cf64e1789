import CoreData
import UIKit

final class DownloadOperation: Operation {
    private let done = DispatchSemaphore(value: 0)

    override func main() {
        done.wait()
    }
}

final class Syncer: NSObject {
    private let lock = NSLock()

    @objc func flush() {
        lock.lock()
        lock.unlock()
    }

    func download() {
        DispatchQueue.global(qos: .utility).async {
            let operation = DownloadOperation()
            operation.start()
        }
    }

    func flushInBackground() {
        DispatchQueue.global(qos: .utility).async {
            self.perform(#selector(self.flush))
        }
    }

    func save(_ context: NSManagedObjectContext) {
        DispatchQueue.global(qos: .utility).async {
            context.performAndWait {
                try? context.save()
            }
        }
    }
}
