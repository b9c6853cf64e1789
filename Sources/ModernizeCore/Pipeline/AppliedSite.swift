/// A site whose rewrite was applied (to the file, or to the text `diff` shows), kept so
/// `--verify` can tie a compiler error to it and revert it (its unit: the site, or its whole
/// change across files; the lines of the file as read that its edits replaced), and so reports
/// give one result per site (its edits, note, extent and anchor line).
public struct AppliedSite: Sendable, Codable, Hashable {
    public let ruleID: String
    /// `BuildRejections.unit(...)`: what reverts together.
    public let unit: String
    /// Where the site is reported, in the file as read.
    public let position: SourcePosition
    /// First and last line (1-based, inclusive) of each edit, in the file as read.
    public let lines: [LineSpan]
    public let tier: SiteTier
    /// Where the site's last edit ends, in the file as read.
    public var end: SourcePosition?
    /// The rule's remark (safe) or what may change (review).
    public var note: String?
    /// The anchor line's text as read, trimmed (baselines and fingerprints).
    public var lineText = ""
    /// The pass the edits were made in: 1 is the file as read; later passes edit the text as
    /// earlier passes left it (a rewrite nested in another).
    public var pass = 1
    /// The site's edits, positions in its pass's text.
    public var edits: [AppliedEdit] = []
    /// The rewritten lines (`WouldBeCode`), what an annotation shows.
    public var wouldBeCode: String?

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

    // Kept only by the caches: a pair, not a keyed container.
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        self.init(first: try fields.decode(Int.self), last: try fields.decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(first)
        try fields.encode(last)
    }
}
