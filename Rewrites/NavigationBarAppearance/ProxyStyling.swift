import ModernizeCore

/// Where the module styles `UINavigationBar.appearance()` (from the index): a bar given its own
/// appearance object no longer shows that look, which its note says.
enum ProxyStyling {
    /// The first place outside `run` ("AppDelegate.swift:12 (`barTintColor`)").
    static func elsewhere(than run: StylingRun, context: RuleContext) -> String? {
        let lines = context.position(of: run.first).line...context.position(of: run.last).line
        let use = proxyUses(context.index).first { use in
            !(use.location.path == context.path && lines.contains(use.location.position.line))
        }
        return use.map { "\($0.location.path.split(separator: "/").last ?? ""):\($0.location.position.line) (`\($0.name)`)" }
    }

    /// Writes of styling properties and appearance slots, and `setBackgroundImage` calls, on
    /// `UINavigationBar.appearance()` (or `appearance(whenContainedInInstancesOf:)`), in path and line order.
    private static func proxyUses(_ index: ProjectIndex) -> [IndexedUse] {
        index.memo.value("navigation-bar-appearance.proxy-uses") {
            let styling = StylingLine.legacyProperties.union(AppearanceSlots.all)
            let functions = index.typesByName.values.joined().flatMap(\.functions) + index.freeFunctions
            return functions.flatMap(\.uses).filter { use in
                let receiver = use.receiver.filter { !$0.isWhitespace }
                guard receiver.hasPrefix("UINavigationBar.appearance(") else { return false }
                return use.kind == .member ? use.isWrite && styling.contains(use.name) : use.name == "setBackgroundImage"
            }.sorted { ($0.location.path, $0.location.position.line) < ($1.location.path, $1.location.position.line) }
        }
    }
}
