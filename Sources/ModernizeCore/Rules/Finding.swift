/// How much a result asks of the user, lowest first: `note` (information: a rewrite applied,
/// held back by the deployment target, remarks about correct code), `warning` (something to
/// act on: a pending rewrite, a review rewrite not applied, most findings), `error`.
/// `--fail-on LEVEL` fails on results at or above LEVEL; `.modernize.json`'s `severity` sets a
/// rule's level. The case is named `info` in code (rules say `.info`); it prints as `note`, the
/// compilers' word.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case info = "note"
    case warning
    case error

    public static var note: Severity { .info }

    /// `error`, `warning` or `note` (`info` is accepted for the name used before).
    public init?(name: String) {
        switch name {
        case "error": self = .error
        case "warning": self = .warning
        case "note", "info": self = .info
        default: return nil
        }
    }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Something the engine reports about a site: a rule's finding, a review note (applied or
/// not), or a rewrite held back by the deployment target.
public struct Finding: Sendable, Codable, Hashable {
    public let ruleID: String
    public let path: String
    public let position: SourcePosition
    public let severity: Severity
    public let message: String
    /// Code the user could write instead, when the rule can propose it.
    public let suggestion: String?
    /// The tier of the site this is about: `.finding` for plain findings, `.review` for review
    /// notes, `.safe` for a safe rewrite's remark or a safe rewrite held back.
    public let tier: SiteTier
    /// The site's rewrite was applied (the finding is a note about applied code).
    public let applied: Bool
    /// The reported line's text as read, trimmed: anchors baselines and golden findings,
    /// which must survive edits elsewhere in the file.
    public let lineText: String
    /// Where the site ends in the file as read (its last edit's end, or the end of the anchor
    /// line for findings): the end of a SARIF region. Nil when unknown.
    public var end: SourcePosition?

    public init(
        ruleID: String, path: String, position: SourcePosition, severity: Severity,
        message: String, suggestion: String? = nil, tier: SiteTier = .finding, applied: Bool = false,
        lineText: String = "", end: SourcePosition? = nil
    ) {
        self.lineText = lineText
        self.end = end
        self.ruleID = ruleID
        self.path = path
        self.position = position
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
        self.tier = tier
        self.applied = applied
    }

    /// This finding at another severity (a `.modernize.json` override).
    public func with(severity: Severity) -> Finding {
        Finding(
            ruleID: ruleID, path: path, position: position, severity: severity, message: message, suggestion: suggestion,
            tier: tier, applied: applied, lineText: lineText, end: end)
    }

    // Kept only by the caches, thousands at a time: one flat list (optionals after a flag).
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        ruleID = try fields.decode(String.self)
        path = try fields.decode(String.self)
        position = SourcePosition(line: try fields.decode(Int.self), column: try fields.decode(Int.self))
        severity = try fields.decode(Severity.self)
        message = try fields.decode(String.self)
        suggestion = try fields.decode(Bool.self) ? try fields.decode(String.self) : nil
        tier = try fields.decode(SiteTier.self)
        applied = try fields.decode(Bool.self)
        lineText = try fields.decode(String.self)
        end = try fields.decode(Bool.self) ? SourcePosition(line: try fields.decode(Int.self), column: try fields.decode(Int.self)) : nil
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(ruleID)
        try fields.encode(path)
        try fields.encode(position.line)
        try fields.encode(position.column)
        try fields.encode(severity)
        try fields.encode(message)
        try fields.encode(suggestion != nil)
        if let suggestion { try fields.encode(suggestion) }
        try fields.encode(tier)
        try fields.encode(applied)
        try fields.encode(lineText)
        try fields.encode(end != nil)
        if let end {
            try fields.encode(end.line)
            try fields.encode(end.column)
        }
    }

    /// `path:line:column: severity: [rule] message`, the format editors and CI logs understand.
    public var formatted: String {
        var line = "\(path):\(position): \(severity.rawValue): [\(ruleID)] \(message)"
        if let suggestion { line += "\n    suggested: " + Self.indentingLines(suggestion) }
        return line
    }

    /// `text` with four spaces after each line feed that is a character of its own (not the
    /// end of a `\r\n`, which is one character): byte by byte, since splitting into characters
    /// was 4% of a run the memo answers.
    static func indentingLines(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            bytes.append(byte)
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") { bytes += [0x20, 0x20, 0x20, 0x20] }
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Per rule and run: how many sites ended in each tier.
public struct TierCounts: Sendable, Codable, Hashable {
    /// Safe rewrites applied.
    public var safe = 0
    /// Review rewrites, applied or not.
    public var review = 0
    /// Review rewrites applied (`--include-review`).
    public var reviewApplied = 0
    /// Findings, including rewrites held back by the deployment target.
    public var finding = 0

    public init(safe: Int = 0, review: Int = 0, reviewApplied: Int = 0, finding: Int = 0) {
        self.safe = safe
        self.review = review
        self.reviewApplied = reviewApplied
        self.finding = finding
    }

    public var isEmpty: Bool { safe == 0 && review == 0 && finding == 0 }

    // Kept only by the caches: four numbers in order.
    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        (safe, review, reviewApplied, finding) = (try fields.decode(Int.self), try fields.decode(Int.self), try fields.decode(Int.self), try fields.decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        for count in [safe, review, reviewApplied, finding] { try fields.encode(count) }
    }

    public static func + (lhs: TierCounts, rhs: TierCounts) -> TierCounts {
        TierCounts(safe: lhs.safe + rhs.safe, review: lhs.review + rhs.review,
                   reviewApplied: lhs.reviewApplied + rhs.reviewApplied, finding: lhs.finding + rhs.finding)
    }
}
