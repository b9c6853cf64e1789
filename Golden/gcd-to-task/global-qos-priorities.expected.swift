import UIKit

final class ArchiveViewController: UIViewController {
    let progressView = UIProgressView()

    func archive(_ files: [URL], qos: DispatchQoS.QoSClass) {
        Task.detached(priority: .medium) { [files] in
            let sizes = files.map { $0.path.count }
            if sizes.isEmpty {
                await MainActor.run {
                    self.progressView.progress = 1
                }
            }
        }
        Task.detached(priority: .high) {
            files.forEach { _ in
                Task { @MainActor in
                    self.progressView.progress += 0.1
                }
            }
        }
        Task.detached(priority: .utility) {
            _ = files.count
        }
        Task.detached(priority: .background) {
            _ = files.first
        }
        Task.detached(priority: .medium) {
            _ = files.last
        }
        DispatchQueue.global(qos: qos).async {
            _ = files.isEmpty
        }
    }
}
