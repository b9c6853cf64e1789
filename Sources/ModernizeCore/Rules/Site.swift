import SwiftSyntax

/// One place a rule looked at, and how it ends: a safe rewrite, a review rewrite, or a finding.
///
/// A site's edits apply all or nothing: suppression comments, the deployment-target gate,
/// `--include-review` and overlap deferral all act on whole sites.
public struct Site: Sendable {
    public let tier: SiteTier
    /// Where the site is reported (the legacy call, the override...): a UTF-8 offset in the
    /// text the rule saw.
    public let anchor: AbsolutePosition
    /// Empty for findings.
    public let edits: [SourceEdit]
    /// Review: what may change at this site ("the body calls `semaphore.wait()` at 14:9").
    /// Finding: what blocks and what to do. Safe: an optional remark, usually nil.
    public let message: String?
    public let severity: Severity
    /// Code the user could paste (findings); rewrites carry their code in `edits`.
    public let suggestion: String?
    /// The change across files this site is one part of (all or nothing); nil: this file only.
    public private(set) var group: SiteGroup?
    /// Files this site creates or rewrites besides its own (grouped rewrites only).
    public private(set) var companions: [CompanionFile] = []

    public init(
        tier: SiteTier, anchor: AbsolutePosition, edits: [SourceEdit] = [], message: String? = nil,
        severity: Severity = .warning, suggestion: String? = nil
    ) {
        precondition(tier == .finding ? edits.isEmpty : !edits.isEmpty, "rewrites have edits, findings none")
        precondition(tier != .finding || message != nil, "a finding needs a message")
        precondition(tier != .review || message != nil, "a review rewrite names what may change at this site")
        self.tier = tier
        self.anchor = anchor
        self.edits = edits
        self.message = message
        self.severity = severity
        self.suggestion = suggestion
    }

    /// This site as one part of `group`, creating or rewriting `companions` when applied.
    public func inGroup(_ group: SiteGroup, companions: [CompanionFile] = []) -> Site {
        precondition(companions.isEmpty || tier != .finding, "findings create no files")
        var site = self
        site.group = group
        site.companions = companions
        return site
    }

    public static func safe(at anchor: some SyntaxProtocol, _ edits: [SourceEdit], note: String? = nil) -> Site {
        Site(tier: .safe, anchor: anchor.positionAfterSkippingLeadingTrivia, edits: edits, message: note, severity: .info)
    }

    public static func review(at anchor: some SyntaxProtocol, _ edits: [SourceEdit], because reason: String) -> Site {
        Site(tier: .review, anchor: anchor.positionAfterSkippingLeadingTrivia, edits: edits, message: reason, severity: .warning)
    }

    public static func finding(
        at anchor: some SyntaxProtocol, severity: Severity = .warning, _ message: String, suggestion: String? = nil
    ) -> Site {
        Site(tier: .finding, anchor: anchor.positionAfterSkippingLeadingTrivia, message: message, severity: severity, suggestion: suggestion)
    }
}

/// What a rule returns for one file: its sites, in any order.
public struct RuleOutput: Sendable {
    public private(set) var sites: [Site]

    public init(sites: [Site] = []) { self.sites = sites }

    public mutating func append(_ site: Site) { sites.append(site) }
    public mutating func append(contentsOf sites: [Site]) { self.sites += sites }

    public var edits: [SourceEdit] { sites.flatMap(\.edits) }
}
