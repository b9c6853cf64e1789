import ModernizeCore
import SwiftSyntax

/// Where the module styles `UINavigationBar.appearance()` (from the index): a bar given its own
/// appearance object no longer shows that look, which its note says.
enum ProxyStyling {
    /// The first place outside the function holding `run` ("AppDelegate.swift:12 (`barTintColor`)").
    static func elsewhere(than run: StylingRun, context: RuleContext) -> String? {
        let scope: Syntax = Ancestors.enclosingScope(of: run.first) ?? Syntax(run.first)
        let lines = context.position(of: scope).line...context.parsed.position(of: scope.endPositionBeforeTrailingTrivia.utf8Offset).line
        let use = proxyUses(context.index).first { use in
            !(use.location.path == context.path && lines.contains(use.location.position.line))
        }
        return use.map { use in
            let what = use.name == "appearance" ? "" : " (`\(use.name)`)"
            return "\(use.location.path.split(separator: "/").last ?? ""):\(use.location.position.line)\(what)"
        }
    }

    /// Writes of styling properties and appearance slots, and `setBackgroundImage` calls, on
    /// `UINavigationBar.appearance()` (not a contained proxy, which styles only some bars), and the
    /// `UINavigationBar.appearance()` calls themselves (a local holding the proxy is styled
    /// next), in path and line order.
    private static func proxyUses(_ index: ProjectIndex) -> [IndexedUse] {
        index.memo.value("navigation-bar-appearance.proxy-uses") {
            let styling = StylingLine.legacyProperties.union(AppearanceSlots.all)
            // The receiver's spaces are dropped last: it is the costly test, and few uses get there.
            let receiver = { (use: IndexedUse) in use.receiver.filter { !$0.isWhitespace } }
            return index.allFunctions.uses.filter { use in
                // The global proxy only: `appearance(whenContainedInInstancesOf:)` styles some bars.
                if use.kind == .call && use.name == "appearance" { return use.arguments.isEmpty && receiver(use) == "UINavigationBar" }
                let styles = use.kind == .member ? use.isWrite && styling.contains(use.name) : use.name == "setBackgroundImage"
                return styles && receiver(use) == "UINavigationBar.appearance()"
            }.sorted {  // on one line, the styled property before the proxy call
                ($0.location.path, $0.location.position.line, $0.kind == .call ? 1 : 0) < ($1.location.path, $1.location.position.line, $1.kind == .call ? 1 : 0)
            }
        }
    }
}
