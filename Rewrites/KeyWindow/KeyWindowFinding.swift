import ModernizeCore
import SwiftSyntax

/// The finding for one lookup: what is deprecated and why it may pick another scene's window,
/// and the expression to write instead where this code is.
struct KeyWindowFinding {
    let lookup: WindowLookup
    let scope: WindowScope
    let context: RuleContext

    var site: Site {
        let written = OneLine.text(of: lookup.expression)
        let replacement = self.replacement
        return context.finding(
            at: lookup.expression,
            "`\(written)` \(deprecation); \(advice(replacement: replacement))\(unwrapNote)",
            suggestion: replacement)
    }

    private var deprecation: String {
        switch lookup.shape {
        case .keyWindow where lookup.member.text == "keyWindow":
            "is deprecated (iOS 13): it returns a key window across all connected scenes, which with several scenes may not be this code's"
        case .keyWindow:
            "uses `windows`, deprecated in iOS 15: it lists the windows of every connected scene, so its key window may be another scene's"
        case .oneWindow, .firstByIndex:
            "uses `windows`, deprecated in iOS 15: it lists the windows of every connected scene, so this window may be another scene's (and it is not necessarily the key window)"
        case .allWindows:
            "is deprecated (iOS 15): it lists the windows of every connected scene"
        }
    }

    /// `windows[0]` is a window; every replacement is an optional one.
    private var unwrapNote: String {
        lookup.shape == .firstByIndex ? "; unlike `windows[0]` it is optional, so unwrap it (`guard let`) where the window is used" : ""
    }

    /// What the user writes instead of the lookup.
    private var replacement: String {
        if lookup.shape != .allWindows, let window = scope.window { return window }
        let application = lookup.application.map { $0.trimmedDescription + "." } ?? ""
        let scenes = application + "connectedScenes"
        switch lookup.shape {
        case .allWindows:
            return scenes + ".compactMap { $0 as? UIWindowScene }.flatMap(\\.windows)"
        case .keyWindow, .oneWindow, .firstByIndex:
            if context.options.minimumIOS < IOSVersion(15) {
                return scenes + ".compactMap { $0 as? UIWindowScene }.flatMap(\\.windows).first(where: \\.isKeyWindow)"
            }
            return scenes + ".compactMap { ($0 as? UIWindowScene)?.keyWindow }.first"
        }
    }

    private func advice(replacement: String) -> String {
        if lookup.shape == .allWindows {
            let one = scope.window.map { " (only this scene's: `\($0)?.windowScene?.windows ?? []`)" } ?? ""
            return "replace it with the windows of the connected window scenes, `\(replacement)`\(one)"
        }
        switch scope.owner {
        case .view(let type):
            return "this code is in the view `\(type)`: use its own window, `\(replacement)` (nil while the view is not in a window)"
        case .viewController(let type):
            return "this code is in the view controller `\(type)`: use the window showing its view, `\(replacement)` (nil until the view is in a window; `\(replacement)?.windowScene?.keyWindow` for that scene's key window)"
        case .controllerBeforeWindow(let type, let method):
            return "in `\(type).\(method)` the view is not in a window yet, so `view.window` would be nil: move this code to viewIsAppearing(_:) and use `view.window` there, or take the key window of the connected window scenes, `\(replacement)`\(olderSystems)"
        case .none:
            return "no view or view controller is in scope here, so take the key window of the connected window scenes, `\(replacement)` (with several scenes in the foreground, pass in the window or scene this code is for instead)\(olderSystems)"
        }
    }

    /// Below iOS 15 the suggestion avoids `UIWindowScene.keyWindow`; say why.
    private var olderSystems: String {
        guard context.options.minimumIOS < IOSVersion(15) else { return "" }
        return "; UIWindowScene.keyWindow needs iOS 15 and the deployment target is iOS \(context.options.minimumIOS), so the suggestion picks the key window from each scene's windows"
    }
}
