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
    /// `review --verify`: the units the person accepted; the others are not applied and not
    /// reported, as in the review itself.
    public var accepted: Set<String>?

    public init(reasons: [String: String] = [:], allowedOnly: Set<String>? = nil) {
        self.reasons = reasons
        self.allowedOnly = allowedOnly
    }

    /// How the finding of a unit the build rejected begins.
    public static let findingPrefix = "not applied: "

    public var isEmpty: Bool { reasons.isEmpty && allowedOnly == nil && accepted == nil }

    /// The unit was declined in review (`accepted`): held back without a word.
    func isDeclined(_ unit: String) -> Bool { accepted.map { !$0.contains(unit) } ?? false }

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
