/// The human summary printed after `apply` and `diff`.
public struct SummaryRenderer {
    public let ruleIDs: [String]

    public init(ruleIDs: [String]) { self.ruleIDs = ruleIDs }

    public func render(_ report: RunReport, dryRun: Bool) -> String {
        let parsed = report.files.filter { $0.outcome != .notTriggered }.count
        var lines: [String] = []
        let verb = dryRun ? "would change" : "changed"
        lines.append(
            "\(report.files.count) files scanned (\(parsed) parsed), \(report.changedFiles.count) \(verb), "
                + "\(report.skippedFiles.count) skipped, \(report.internalErrors.count) internal errors")
        let active = ruleIDs.filter { report.editCount(rule: $0) > 0 || report.findingCount(rule: $0) > 0 }
        if !active.isEmpty {
            let width = active.map(\.count).max() ?? 0
            for rule in active {
                let name = rule.padding(toLength: width, withPad: " ", startingAt: 0)
                lines.append("  \(name)  \(report.editCount(rule: rule)) edits, \(report.findingCount(rule: rule)) findings")
            }
        }
        return lines.joined(separator: "\n")
    }
}
