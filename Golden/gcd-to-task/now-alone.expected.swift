import UIKit

final class Banner: UIViewController {
    func show() {
        Task { @MainActor in
            self.view.alpha = 1
        }
    }
}
