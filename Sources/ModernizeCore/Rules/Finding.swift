public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case info
    case warning
    case error

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

    public init(
        ruleID: String, path: String, position: SourcePosition, severity: Severity,
        message: String, suggestion: String? = nil, tier: SiteTier = .finding, applied: Bool = false,
        lineText: String = ""
    ) {
        self.lineText = lineText
        self.ruleID = ruleID
        self.path = path
        self.position = position
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
        self.tier = tier
        self.applied = applied
    }

    /// `path:line:column: severity: [rule] message`, the format editors and CI logs understand.
    public var formatted: String {
        var line = "\(path):\(position): \(severity.rawValue): [\(ruleID)] \(message)"
        if let suggestion {
            line += "\n    suggested: " + suggestion.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n    ")
        }
        return line
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

    public static func + (lhs: TierCounts, rhs: TierCounts) -> TierCounts {
        TierCounts(safe: lhs.safe + rhs.safe, review: lhs.review + rhs.review,
                   reviewApplied: lhs.reviewApplied + rhs.reviewApplied, finding: lhs.finding + rhs.finding)
    }
}
