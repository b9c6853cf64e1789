import UIKit

final class FadeViewController: UIViewController {
    func fadeIn() {
        DispatchQueue.main.async { self.view.setNeedsLayout() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { self.view.layoutIfNeeded() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in self?.view.alpha = 1 }
    }
}
