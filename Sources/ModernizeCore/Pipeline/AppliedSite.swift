/// A site whose rewrite was applied, kept so `--verify` can tie a compiler error to it and
/// revert it: its unit (the site, or its whole change across files) and the lines of the file
/// as read that its edits replaced.
public struct AppliedSite: Sendable, Codable, Hashable {
    public let ruleID: String
    /// `BuildRejections.unit(...)`: what reverts together.
    public let unit: String
    /// Where the site is reported, in the file as read.
    public let position: SourcePosition
    /// First and last line (1-based, inclusive) of each edit, in the file as read.
    public let lines: [LineSpan]
    public let tier: SiteTier

    public init(ruleID: String, unit: String, position: SourcePosition, lines: [LineSpan], tier: SiteTier) {
        self.ruleID = ruleID
        self.unit = unit
        self.position = position
        self.lines = lines
        self.tier = tier
    }
}

/// Lines `first...last` of a file, 1-based.
public struct LineSpan: Sendable, Codable, Hashable {
    public let first: Int
    public let last: Int

    public init(first: Int, last: Int) {
        self.first = first
        self.last = max(first, last)
    }
}
