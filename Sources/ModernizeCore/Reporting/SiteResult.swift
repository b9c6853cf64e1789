/// One result per site, for every report format (SARIF, GitHub annotations, JSON `results`),
/// baselines and `--fail-on`: a rewrite is one result however many edits it makes.
///
/// Severity by kind (`.modernize.json`'s `severity` sets a rule's level for what the run leaves):
/// - `pending`: a rewrite `diff` shows (safe, or review with `--include-review`): warning.
/// - `review`: a review rewrite not applied (`--include-review` applies it): warning.
/// - `finding`: no edit. The rule's level: warning when it needs action, note for information
///   (an intentional serial queue, a rewrite held back by the deployment target).
/// - `applied`: a rewrite `apply` made: always a note, and never counted by `--fail-on`.
public struct SiteResult: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case pending
        case applied
        case review
        case finding
    }

    public let kind: Kind
    public let tier: SiteTier
    public let ruleID: String
    public let path: String
    /// The site's anchor (the legacy call, the override...), in the file as read.
    public let start: SourcePosition
    public let end: SourcePosition?
    public let severity: Severity
    /// Finding or review: the engine's message. Rewrite: the rule's remark or review note.
    public let note: String?
    /// The code the site would become (findings: the rule's suggestion when it has one).
    public let wouldBeCode: String?
    /// Rewrites: the site's edits (positions in the text of pass `pass`).
    public let edits: [AppliedEdit]
    public let pass: Int
    /// The anchor line as read, trimmed.
    public let lineText: String
    /// Rule + the anchor line's text with blanks collapsed, hashed: survives line moves.
    public let fingerprint: String
    /// 1 for the first site in the file with this rule and fingerprint, 2 for the next...
    public var occurrence = 1

    /// Identifies the site within its file for the run (baseline acceptance).
    public var key: String { Self.key(rule: ruleID, position: start) }
    static func key(rule: String, position: SourcePosition) -> String { "\(rule)@\(position.line):\(position.column)" }

    /// `hash:occurrence`, as GitHub's own `primaryLocationLineHash`.
    public var partialFingerprint: String { "\(fingerprint):\(occurrence)" }

    /// Left for the user by the run (counted by `--fail-on`, listed by baselines).
    public var isLeft: Bool { kind != .applied }

    /// What a report says: for rewrites, what they do (`legacy -> modern: can be rewritten
    /// (safe)`); otherwise the engine's message.
    public func message(_ row: RuleDescription?) -> String {
        switch kind {
        case .review, .finding:
            return note ?? ""
        case .pending, .applied:
            var text = (row.map { "\($0.legacy) -> \($0.modern)" } ?? ruleID) + ": "
            text += kind == .pending ? "can be rewritten" : "rewritten"
            switch (tier, note) {
            case (.review, let note?): text += " (review: \(note))"
            case (_, let note?): text += " (\(tier.rawValue); \(note))"
            case (_, nil): text += " (\(tier.rawValue))"
            }
            if pass > 1 { text += " (nested rewrite; applies after the rewrite it sits in)" }
            return text
        }
    }

    static func fingerprint(rule: String, lineText: String) -> String {
        let normalized = lineText.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return String(SHA256.hex(SHA256.hash(Array("\(rule)\n\(normalized)".utf8))).prefix(16))
    }
}

extension FileReport {
    /// The file's results, one per site, in position order; `dryRun`: rewrites are pending,
    /// not applied. Sites in `acceptedSites` are left out unless `includeAccepted`.
    public func siteResults(dryRun: Bool, includeAccepted: Bool = false) -> [SiteResult] {
        var results = appliedSites.map { site in
            SiteResult(
                kind: dryRun ? .pending : .applied, tier: site.tier, ruleID: site.ruleID, path: path, start: site.position, end: site.end,
                severity: dryRun ? severityOverrides[site.ruleID] ?? .warning : .info, note: site.note,
                wouldBeCode: site.wouldBeCode, edits: site.edits, pass: site.pass, lineText: site.lineText,
                fingerprint: SiteResult.fingerprint(rule: site.ruleID, lineText: site.lineText))
        }
        // Notes about applied sites are in their site's result.
        results += findings.filter { !$0.applied }.map { finding in
            SiteResult(
                kind: finding.tier == .review ? .review : .finding, tier: finding.tier, ruleID: finding.ruleID, path: path,
                start: finding.position, end: finding.end, severity: finding.severity, note: finding.message,
                wouldBeCode: finding.suggestion, edits: [], pass: 1, lineText: finding.lineText,
                fingerprint: SiteResult.fingerprint(rule: finding.ruleID, lineText: finding.lineText))
        }
        results.sort { ($0.start, $0.ruleID, $0.kind.rawValue) < ($1.start, $1.ruleID, $1.kind.rawValue) }
        var seen: [String: Int] = [:]
        for index in results.indices {
            let count = seen["\(results[index].ruleID)\n\(results[index].fingerprint)", default: 0] + 1
            seen["\(results[index].ruleID)\n\(results[index].fingerprint)"] = count
            results[index].occurrence = count
        }
        return includeAccepted ? results : results.filter { !acceptedSites.contains($0.key) }
    }
}

extension RunReport {
    /// Every file's results, files in path order.
    public func siteResults(dryRun: Bool, includeAccepted: Bool = false) -> [SiteResult] {
        files.sorted { $0.path < $1.path }.flatMap { $0.siteResults(dryRun: dryRun, includeAccepted: includeAccepted) }
    }

    /// Leaves out the sites `accepts` returns true for: they are no longer reported (findings
    /// included) nor counted for the exit status. Returns how many were left out.
    public mutating func accept(dryRun: Bool, where accepts: (SiteResult) -> Bool) -> Int {
        sitesFiltered = true
        var count = 0
        for index in files.indices {
            let keys = Set(files[index].siteResults(dryRun: dryRun).filter(accepts).map(\.key))
            guard !keys.isEmpty else { continue }
            count += keys.count
            files[index].acceptedSites.formUnion(keys)
            files[index].findings.removeAll { !$0.applied && keys.contains(SiteResult.key(rule: $0.ruleID, position: $0.position)) }
        }
        return count
    }
}
