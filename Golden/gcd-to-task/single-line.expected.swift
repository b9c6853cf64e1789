import UIKit

final class FadeViewController: UIViewController {
    func fadeIn() {
        Task { @MainActor in self.view.setNeedsLayout() }
        Task { @MainActor in try? await Task.sleep(for: .seconds(0.2)); self.view.layoutIfNeeded() }
        Task { @MainActor [weak self] in try? await Task.sleep(for: .seconds(0.4)); self?.view.alpha = 1 }
    }
}
