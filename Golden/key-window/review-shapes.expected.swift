import UIKit

final class GalleryViewController: UIViewController {
    private let banner = UIView()
    /// A stored property's initializer cannot reach `view`: a finding.
    private let launchWindow = UIApplication.shared.keyWindow

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The view is in its window here: `view.window`.
        let insets = view.window?.safeAreaInsets ?? .zero
        banner.frame.origin.y = insets.top
#if DEBUG
        view.window?.addSubview(banner)
#endif
        // The closure does not capture `self` yet: a finding.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            UIApplication.shared.keyWindow?.endEditing(true)
        }
        // It does: rewritten.
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            guard let self else { return }
            self.view.window?.addSubview(self.banner)
        }
        // Weakly, not rebound: `self?.`, where an optional chain follows or the whole value is used.
        DispatchQueue.main.async { [weak self] in
            let window = self?.view.window
            window?.addSubview(self?.banner ?? UIView())
            self?.view.window?.endEditing(true)
            // `self?.view.window!` would be optional: a finding.
            UIApplication.shared.keyWindow!.layoutIfNeeded()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let view = banner
        view.center.x = UIApplication.shared.keyWindow!.bounds.midX
        banner.isHidden = self.view.window?
            .bounds.width ?? 0 < 320
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.window?.endEditing(true)
    }

    /// A helper may run before the view is in a window (sizing it for a presentation): a finding.
    func topInset() -> CGFloat {
        UIApplication.shared.keyWindow?.safeAreaInsets.top ?? 0
    }

    static func shared() -> UIWindow? {
        UIApplication.shared.keyWindow
    }
}

final class HUDView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // Not in a window during init: a finding.
        backgroundColor = UIApplication.shared.keyWindow?.tintColor
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        tintColor = window?.tintColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        frame.size.width = window?.bounds.width ?? 320
    }

    /// Puts itself on screen: it is in no window yet, a finding.
    func show() {
        guard let host = UIApplication.shared.windows.first(where: { window in window.isKeyWindow }) else { return }
        host.addSubview(self)
    }
}

/// A window's own `window` is not another window: a finding.
final class OverlayWindow: UIWindow {
    override func layoutSubviews() {
        super.layoutSubviews()
        UIApplication.shared.keyWindow?.endEditing(true)
    }
}
