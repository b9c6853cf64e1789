/// Sites the user's build rejected (`--verify`): they are reported instead of applied.
///
/// A unit is what reverts together: one site, or a change across files (all its sites, in
/// every file, with its companion files). Keys use the site's offset in the file as read, so
/// they stay the same whatever else is applied or reverted.
public struct BuildRejections: Sendable, Equatable {
    /// Unit -> why (the compiler's message and position).
    public var reasons: [String: String] = [:]
    /// While bisecting: only these units apply; the others wait, quietly.
    public var allowedOnly: Set<String>?

    public init(reasons: [String: String] = [:], allowedOnly: Set<String>? = nil) {
        self.reasons = reasons
        self.allowedOnly = allowedOnly
    }

    public var isEmpty: Bool { reasons.isEmpty && allowedOnly == nil }

    /// Why the unit is not applied, or nil when it applies.
    func reason(for unit: String) -> String? {
        if let reason = reasons[unit] { return reason }
        if let allowedOnly, !allowedOnly.contains(unit) { return "held back while the build is bisected" }
        return nil
    }

    public static func unit(path: String, ruleID: String, originalOffset: Int, groupKey: String?) -> String {
        if let groupKey { return groupUnit(groupKey) }
        return "site:\(path)\u{1}\(ruleID)@\(originalOffset)"
    }

    public static func groupUnit(_ groupKey: String) -> String { "group:" + groupKey }
}
