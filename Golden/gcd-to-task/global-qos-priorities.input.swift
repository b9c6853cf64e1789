import UIKit

final class ArchiveViewController: UIViewController {
    let progressView = UIProgressView()

    func archive(_ files: [URL], qos: DispatchQoS.QoSClass) {
        DispatchQueue.global().async { [files] in
            let sizes = files.map { $0.path.count }
            if sizes.isEmpty {
                DispatchQueue.main.async(execute: {
                    self.progressView.progress = 1
                })
            }
        }
        DispatchQueue.global(qos: .userInteractive).async {
            files.forEach { _ in
                DispatchQueue.main.async {
                    self.progressView.progress += 0.1
                }
            }
        }
        DispatchQueue.global(qos: .utility).async {
            _ = files.count
        }
        DispatchQueue.global(qos: DispatchQoS.QoSClass.background).async {
            _ = files.first
        }
        DispatchQueue.global(qos: .default).async {
            _ = files.last
        }
        DispatchQueue.global(qos: qos).async {
            _ = files.isEmpty
        }
    }
}
