import UIKit

final class PlayerViewController: UIViewController {
    let lock = NSLock()
    let progressView = UIView()

    func refresh() {
        DispatchQueue.main.async {
            // Thread checks are not allowed in async code.
            assert(Thread.isMainThread)
            self.view.setNeedsLayout()
        }
        DispatchQueue.main.async {
            self.lock.lock()
            self.view.setNeedsLayout()
            self.lock.unlock()
        }
        DispatchQueue.main.async {
            UIView.animate(withDuration: 0.2) {
                // A nested closure is synchronous: it may check the thread.
                if Thread.isMainThread { self.progressView.alpha = 0 }
            }
        }
    }
}

final class Loader {
    func load(_ semaphore: DispatchSemaphore) {
        DispatchQueue.global().async {
            semaphore.wait()
            print("loaded")
        }
    }
}
