/// One edit the engine applied, kept for machine-readable reports (JSON, SARIF).
public struct AppliedEdit: Sendable, Codable, Hashable {
    public let ruleID: String
    /// 1 for edits against the original file; a later pass's edits are against the text as the
    /// earlier passes left it (nested rewrites by different rules).
    public let pass: Int
    /// Start and end (exclusive) of the replaced range, 1-based line:column in UTF-8 bytes.
    public let start: SourcePosition
    public let end: SourcePosition
    public let replacement: String
    /// The tier of the site the edit belongs to (safe, or review with `--include-review`).
    public let tier: SiteTier

    public init(ruleID: String, pass: Int, start: SourcePosition, end: SourcePosition, replacement: String, tier: SiteTier = .safe) {
        self.tier = tier
        self.ruleID = ruleID
        self.pass = pass
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}
