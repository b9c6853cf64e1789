import UIKit

final class ToastController: UIViewController {
    var pending: [String] = []

    func showLater(_ toast: UIView) {
        DispatchQueue.main.async { [weak self] in
            guard self != nil else { return }
            UIApplication.shared
                .windows
                // the key one
                .first { $0.isKeyWindow }?
                .addSubview(toast)
        }
    }

    func showSoon(_ toast: UIView) {
        DispatchQueue.main.async {
            let window = UIApplication.shared.keyWindow
            window?.addSubview(toast)
        }
    }

    func inset() -> CGFloat {
        let view = UIView()
        #if DEBUG
        return UIApplication.shared.keyWindow?.safeAreaInsets.top ?? view.safeAreaInsets.top
        #else
        return 0
        #endif
    }
}
