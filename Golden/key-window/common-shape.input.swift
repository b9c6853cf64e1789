import UIKit

final class PlayerViewController: UIViewController {
    func showOverlay(_ overlay: UIView) {
        UIApplication.shared.keyWindow?.addSubview(overlay)
    }

    func overlayBounds() -> CGRect {
        UIApplication.shared.windows.first(where: \.isKeyWindow)?.bounds ?? .zero
    }
}

final class BadgeView: UIView {
    func attachToWindow(_ badge: UIView) {
        let keyWindow: UIWindow? = UIApplication.shared.windows.filter {$0.isKeyWindow}.first
        keyWindow?.addSubview(badge)
    }
}

@MainActor func presentAlertFromAnywhere(_ alert: UIAlertController) {
    UIApplication.shared.keyWindow?.rootViewController?.present(alert, animated: true)
}
