import SwiftSyntax

/// Decides, for one rule's output in one pass, what happens to each whole site: suppressed,
/// reported (findings; rewrites held back by the deployment target or by `--include-review`),
/// deferred to the next pass (overlaps), or applied.
struct SiteGate {
    let parsed: ParsedSource
    let options: RuleOptions
    let offsets: OffsetMap
    /// The file as read, where findings point.
    let original: ParsedSource
    let isLastPass: Bool
    /// 1 for the file as read (positions of applied edits are in this pass's text).
    var pass = 1
    let suppressions: Suppressions
    /// Changes across files that cannot apply whole (`GroupPart.key` -> why): reported.
    let blockedGroups: [String: String]
    /// Asked before each site is applied (`modernize review`); nil: every site applies.
    var reviewer: (any SiteReviewer)?
    var colorDiff = false
    /// Sites declined in an earlier pass (`declineKey`): a deferred rule runs again and
    /// would offer them again.
    var declinedEarlier: Set<String> = []
    /// Sites the user's build rejected (`--verify`): reported instead of applied.
    var buildRejections = BuildRejections()

    init(
        parsed: ParsedSource, options: RuleOptions, offsets: OffsetMap, original: ParsedSource, isLastPass: Bool,
        blockedGroups: [String: String] = [:]
    ) {
        self.parsed = parsed
        self.options = options
        self.offsets = offsets
        self.original = original
        self.isLastPass = isLastPass
        self.suppressions = Suppressions(parsed)
        self.blockedGroups = blockedGroups
    }

    struct Decided {
        var edits: [SourceEdit] = []
        var tiers: [SiteTier] = []
        var appliedNotes: [Finding] = []
        var reports: [Finding] = []
        var appliedCounts = TierCounts()
        var reportCounts = TierCounts()
        var suppressed = 0
        var deferredSites = 0
        /// Sites a reviewer declined or was not offered (changes across files).
        var declined: Set<String> = []
        /// Parts of changes across files: applied here, or held back (with why).
        var appliedParts: [GroupPart] = []
        var heldParts: [GroupPart] = []
        /// The applied sites, for `--verify` to tie compiler errors to.
        var appliedSites: [AppliedSite] = []

        mutating func hold(_ site: Site, rule: String, because reason: String) {
            guard let group = site.group else { return }
            heldParts.append(GroupPart(ruleID: rule, group: group, heldBack: reason))
        }
    }

    /// Two edits of one site that overlap are a rule bug: the file is kept as it was.
    func selfOverlap(in output: RuleOutput, rule: any Codemod) -> InternalError? {
        for site in output.sites {
            if let (first, second) = EditConflict.firstOverlap(in: site.edits) {
                let message = "emitted overlapping edits at \(parsed.position(of: first.range.lowerBound.utf8Offset)) and \(parsed.position(of: second.range.lowerBound.utf8Offset))"
                return InternalError(ruleID: rule.id, path: parsed.source.path, message: message)
            }
        }
        return nil
    }

    func decide(_ output: RuleOutput, rule: any Codemod, otherRulesEdits: [SourceEdit]) -> Decided {
        var decided = Decided()
        let description = rule.description
        for site in output.sites.sorted(by: { $0.anchor < $1.anchor }) {
            if isSuppressed(site, rule: rule.id) {
                decided.suppressed += 1
                decided.hold(site, rule: rule.id, because: "a `// modernize:` comment silences its part at line \(position(of: site).line)")
                continue
            }
            switch site.tier {
            case .finding:
                decided.reports.append(finding(site, rule: rule.id, message: site.message ?? "", suggestion: site.suggestion))
                decided.reportCounts.finding += 1
                decided.hold(site, rule: rule.id, because: "a part of it is a finding at line \(position(of: site).line)")
                continue
            case .safe, .review:
                break
            }
            if let group = site.group, let reason = blockedGroups[group.key(emittedBy: rule.id)] {
                decided.reports.append(finding(
                    site, rule: rule.id,
                    message: "not rewritten: this is one part of a change across files that applies whole or not at all, and \(reason)",
                    suggestion: site.suggestion ?? WouldBeCode.render(site.edits, in: parsed.lines)))
                decided.reportCounts.finding += 1
                decided.hold(site, rule: rule.id, because: reason)
                continue
            }
            if options.minimumIOS < description.since {
                let reason = site.tier == .review ? "; review: \(site.message ?? "")" : ""
                decided.reports.append(finding(
                    site, rule: rule.id, severity: .info,
                    message: "not rewritten: \(description.modern) needs iOS \(description.since), deployment target is iOS \(options.minimumIOS)\(reason)",
                    suggestion: site.suggestion ?? WouldBeCode.render(site.edits, in: parsed.lines)))
                decided.reportCounts.finding += 1
                decided.hold(site, rule: rule.id, because: "the deployment target holds it back")
                continue
            }
            if site.tier == .review && !options.includeReview.includes(rule.id) {
                decided.reports.append(finding(
                    site, rule: rule.id, severity: .warning,
                    message: "review rewrite not applied (--include-review applies it): \(site.message ?? "")",
                    suggestion: site.suggestion ?? WouldBeCode.render(site.edits, in: parsed.lines), tier: .review))
                decided.reportCounts.review += 1
                decided.hold(site, rule: rule.id, because: "its review rewrite is not applied")
                continue
            }
            if EditConflict.overlaps(site.edits, with: otherRulesEdits, sameRule: false)
                || EditConflict.overlaps(site.edits, with: decided.edits, sameRule: true) {
                if !isLastPass {
                    decided.deferredSites += 1
                    continue
                }
                decided.reports.append(finding(
                    site, rule: rule.id,
                    message: "not rewritten: its edits still overlap other edits after \(FileMigration.maximumPasses) passes; run the tool again",
                    suggestion: site.suggestion ?? WouldBeCode.render(site.edits, in: parsed.lines)))
                decided.reportCounts.finding += 1
                decided.hold(site, rule: rule.id, because: "its edits overlap another rule's")
                continue
            }
            let groupKey = site.group.map { $0.key(emittedBy: rule.id) }
            let unit = BuildRejections.unit(
                path: parsed.source.path, ruleID: rule.id, originalOffset: offsets.original(site.anchor.utf8Offset), groupKey: groupKey)
            if buildRejections.isDeclined(unit) {
                decided.hold(site, rule: rule.id, because: "it was not accepted in review")
                continue
            }
            if let reason = buildRejections.reason(for: unit) {
                let whole = site.group == nil ? "" : "this is one part of a change across files that applies whole or not at all, and "
                // No suggestion: the would-be code is what the compiler rejected.
                decided.reports.append(finding(site, rule: rule.id, severity: .warning, message: BuildRejections.findingPrefix + whole + reason))
                decided.reportCounts.finding += 1
                decided.hold(site, rule: rule.id, because: reason)
                continue
            }
            if let reviewer {
                let key = "\(rule.id)@\(offsets.original(site.anchor.utf8Offset))"
                if declinedEarlier.contains(key) || site.group != nil || !reviewer.accepts(proposal(site, rule: rule.id)) {
                    decided.declined.insert(key)
                    decided.hold(site, rule: rule.id, because: "it was not accepted in review")
                    continue
                }
            }
            decided.edits += site.edits
            decided.appliedSites.append(appliedSite(site, rule: rule.id, unit: unit))
            if let group = site.group {
                decided.appliedParts.append(GroupPart(ruleID: rule.id, group: group, companions: site.companions, appliedSites: true))
            }
            decided.tiers += Array(repeating: site.tier, count: site.edits.count)
            if site.tier == .review {
                decided.appliedCounts.review += 1
                decided.appliedCounts.reviewApplied += 1
                decided.appliedNotes.append(finding(site, rule: rule.id, severity: .info, message: "review: \(site.message ?? "")", tier: .review, applied: true))
            } else {
                decided.appliedCounts.safe += 1
                if let note = site.message {
                    decided.appliedNotes.append(finding(site, rule: rule.id, severity: .info, message: note, tier: .safe, applied: true))
                }
            }
        }
        return decided
    }

    private func appliedSite(_ site: Site, rule: String, unit: String) -> AppliedSite {
        var applied = AppliedSite(ruleID: rule, unit: unit, position: position(of: site), lines: site.edits.map(originalLines), tier: site.tier)
        let offset = offsets.original(site.anchor.utf8Offset)
        applied.end = extent(of: site)
        applied.note = site.message
        applied.lineText = original.lines.trimmedText(ofLineContaining: offset)
        applied.pass = pass
        applied.wouldBeCode = WouldBeCode.render(site.edits, in: parsed.lines)
        applied.edits = site.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map {
            AppliedEdit(
                ruleID: rule, pass: pass, start: parsed.position(of: $0.range.lowerBound.utf8Offset),
                end: parsed.position(of: $0.range.upperBound.utf8Offset), replacement: $0.replacement, tier: site.tier)
        }
        return applied
    }

    /// Where a site ends in the file as read: after its last edit, or (a finding) at the end of
    /// its anchor's line.
    private func extent(of site: Site) -> SourcePosition {
        let anchor = offsets.original(site.anchor.utf8Offset)
        guard let last = site.edits.map({ offsets.original($0.range.upperBound.utf8Offset) }).max() else {
            return original.position(of: original.lines.endOfTrimmedLine(containing: anchor))
        }
        return original.position(of: max(anchor, last))
    }

    /// A site is silenced when its anchor or any of its edits is on a silenced line.
    private func isSuppressed(_ site: Site, rule: String) -> Bool {
        guard !suppressions.isEmpty else { return false }
        let offsets = [site.anchor.utf8Offset] + site.edits.map(\.range.lowerBound.utf8Offset)
        return offsets.contains { suppressions.isSuppressed(rule: rule, line: parsed.position(of: $0).line) }
    }

    private func proposal(_ site: Site, rule: String) -> SiteProposal {
        let text = parsed.source.text
        let diff = UnifiedDiff(color: colorDiff).render(path: parsed.source.path, old: text, new: EditSplicer.apply(site.edits, to: text))
        return SiteProposal(ruleID: rule, tier: site.tier, note: site.message, path: parsed.source.path, position: position(of: site), diff: diff)
    }

    /// The lines of the file as read that an edit replaces (or, inserting, sits between).
    private func originalLines(_ edit: SourceEdit) -> LineSpan {
        LineSpan(
            first: original.position(of: offsets.original(edit.range.lowerBound.utf8Offset)).line,
            last: original.position(of: offsets.original(edit.range.upperBound.utf8Offset)).line)
    }

    /// Where a site is reported, in the file as read.
    private func position(of site: Site) -> SourcePosition {
        original.position(of: offsets.original(site.anchor.utf8Offset))
    }

    private func finding(
        _ site: Site, rule: String, severity: Severity? = nil, message: String, suggestion: String? = nil,
        tier: SiteTier = .finding, applied: Bool = false
    ) -> Finding {
        let offset = offsets.original(site.anchor.utf8Offset)
        return Finding(
            ruleID: rule, path: parsed.source.path, position: original.position(of: offset), severity: severity ?? site.severity,
            message: message, suggestion: suggestion.flatMap { $0.isEmpty ? nil : $0 }, tier: tier, applied: applied,
            lineText: original.lines.trimmedText(ofLineContaining: offset), end: extent(of: site))
    }
}
