/// The human summary printed after `apply` and `diff`.
public struct SummaryRenderer {
    public let ruleIDs: [String]

    public init(ruleIDs: [String]) { self.ruleIDs = ruleIDs }

    public func render(_ report: RunReport, dryRun: Bool) -> String {
        let parsed = report.files.filter(\.wasParsed).count
        var lines: [String] = []
        let verb = dryRun ? "would change" : "changed"
        var counts = "\(report.scannedFiles.count) files scanned (\(parsed) parsed), \(report.changedFiles.count) \(verb), "
            + "\(report.skippedFiles.count) skipped, \(report.internalErrors.count) internal errors"
        if !report.excludedFiles.isEmpty { counts += ", \(report.excludedFiles.count) excluded by .modernize.json" }
        lines.append(counts)
        let ids = ruleIDs + report.files.flatMap { Array($0.suppressedCounts.keys) }.filter { !ruleIDs.contains($0) }.sorted()
        let active = ids.filter {
            report.editCount(rule: $0) > 0 || report.findingCount(rule: $0) > 0 || report.suppressedCount(rule: $0) > 0
        }
        if !active.isEmpty {
            let width = active.map(\.count).max() ?? 0
            for rule in active {
                let name = rule.padding(toLength: width, withPad: " ", startingAt: 0)
                var line = "  \(name)  \(report.editCount(rule: rule)) edits, \(report.findingCount(rule: rule)) findings"
                let suppressed = report.suppressedCount(rule: rule)
                if suppressed > 0 { line += ", \(suppressed) suppressed" }
                lines.append(line)
            }
        }
        let targets = report.deploymentTargets
        if let first = targets.first {
            let more = targets.count > 1 ? " (and \(targets.count - 1) other target\(targets.count > 2 ? "s" : "") for some files)" : ""
            lines.append("deployment target: \(first.target.description)\(more)")
        }
        return lines.joined(separator: "\n")
    }
}
