import UIKit

/// The project's own `keyWindow` and `windows`: not UIKit's.
@MainActor final class WindowRegistry {
    static let shared = WindowRegistry()
    var keyWindow: UIWindow?
    var windows: [UIWindow] = []
}

final class UITestDriver {
    var windows: [String] = []
}

@MainActor func lookups(scene: UIWindowScene, driver: UITestDriver) -> Int {
    let registered = WindowRegistry.shared.keyWindow
    let all = WindowRegistry.shared.windows.first { $0.isKeyWindow }
    let sceneKey = scene.keyWindow
    let sceneWindows = scene.windows.filter { $0.isKeyWindow }.first
    let names = driver.windows.first
    let windows = [registered, all, sceneKey, sceneWindows].compactMap { $0 }
    return windows.count + (names?.count ?? 0)
}
