import UIKit

@MainActor func hideAllWindows() {
    for window in UIApplication.shared.windows {
        window.isHidden = true
    }
}

@MainActor func mainWindow() -> UIWindow? {
    UIApplication.shared.windows.first
}

@MainActor func lastWindow() -> UIWindow? {
    UIApplication.shared.windows.last
}

@MainActor func firstWindowInsets() -> UIEdgeInsets {
    UIApplication.shared.windows[0].safeAreaInsets
}

@MainActor func visibleWindows() -> [UIWindow] {
    UIApplication.shared.windows.filter { !$0.isHidden }
}
