/// The human summary printed after `apply` and `diff`.
public struct SummaryRenderer {
    public let ruleIDs: [String]

    public init(ruleIDs: [String]) { self.ruleIDs = ruleIDs }

    public func render(_ report: RunReport, dryRun: Bool) -> String {
        // Counted in place: filtering copied every report, 8,000 on a 10-app corpus.
        let files = report.files
        let parsed = files.count(where: \.wasParsed)
        var lines: [String] = []
        let verb = dryRun ? "would change" : "changed"
        let scanned = files.count { !$0.isExcluded && !$0.isGenerated }
        let skipped = files.count { if case .skipped = $0.outcome { true } else { false } }
        let internalErrors = files.reduce(0) { $0 + $1.internalErrors.count }
        var counts = "\(Plural.counted(scanned, "file")) scanned (\(parsed) parsed), \(files.count { $0.outcome == .changed }) \(verb), "
            + "\(skipped) skipped, \(Plural.counted(internalErrors, "internal error"))"
        let excluded = files.count(where: \.isExcluded)
        if excluded > 0 { counts += ", \(excluded) excluded by .modernize.json" }
        let generated = files.count(where: \.isGenerated)
        if generated > 0 {
            counts += generated == 1
                ? ", 1 generated file skipped (--include-generated to migrate it)"
                : ", \(generated) generated files skipped (--include-generated to migrate them)"
        }
        lines.append(counts)
        let ids = ruleIDs + report.files.flatMap { Array($0.suppressedCounts.keys) }.filter { !ruleIDs.contains($0) }.sorted()
        let byRule = report.countsByRule
        let active = ids.filter { byRule[$0].map { !$0.tiers.isEmpty || $0.findings > 0 || $0.suppressed > 0 } ?? false }
        var pendingReview = 0
        if !active.isEmpty {
            let width = active.map(\.count).max() ?? 0
            for rule in active {
                let name = rule.padding(toLength: width, withPad: " ", startingAt: 0)
                let ruleCounts = byRule[rule] ?? JSONReport.RuleCounts()
                let tiers = ruleCounts.tiers
                var line = "  \(name)  \(tiers.safe) safe, \(tiers.review) review"
                if tiers.review > 0 {
                    line += tiers.reviewApplied == tiers.review ? " (applied)" : tiers.reviewApplied == 0 ? " (not applied)" : " (\(tiers.reviewApplied) applied)"
                }
                line += ", \(Plural.counted(tiers.finding, "finding")), \(Plural.counted(ruleCounts.edits, "edit"))"
                let suppressed = ruleCounts.suppressed
                if suppressed > 0 { line += ", \(suppressed) suppressed" }
                lines.append(line)
                pendingReview += tiers.review - tiers.reviewApplied
            }
        }
        // Sites a baseline or `--only-changed-lines` accepted are counted above but not printed.
        let shownReview = report.files.reduce(0) { count, file in count + file.findings.count { $0.tier == .review && !$0.applied } }
        if shownReview > 0 {
            lines.append("\(shownReview) review rewrite\(shownReview == 1 ? "" : "s") not applied: each is a warning above with its would-be code; --include-review applies them")
        }
        let acceptedReview = pendingReview - shownReview
        if acceptedReview > 0 {
            lines.append("\(acceptedReview) \(shownReview > 0 ? "more " : "")review rewrite\(acceptedReview == 1 ? "" : "s") not applied and accepted (baseline or unchanged lines): not shown")
        }
        let targets = report.deploymentTargets
        if let first = targets.first {
            let more = targets.count > 1 ? " (and \(targets.count - 1) other target\(targets.count > 2 ? "s" : "") for some files)" : ""
            lines.append("deployment target: \(first.target.description)\(more)")
        }
        return lines.joined(separator: "\n")
    }
}
