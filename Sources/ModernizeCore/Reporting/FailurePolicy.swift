/// `--fail-on findings|review|any`: exit 1 when the run leaves sites of that kind, so CI can
/// keep legacy code from coming back (with a baseline, only new sites count).
public enum FailurePolicy: String, Sendable, CaseIterable {
    /// Sites reported without a rewrite (findings and rewrites held back by the deployment target).
    case findings
    /// Review rewrites not applied.
    case review
    /// Any site the run leaves: findings, review rewrites not applied, and (for `diff`)
    /// rewrites not yet applied.
    case any

    public func fails(_ report: RunReport, dryRun: Bool) -> Bool {
        let findings = report.findings.contains { $0.tier != .review && !$0.applied }
        let pendingReview = report.findings.contains { $0.tier == .review && !$0.applied }
        switch self {
        case .findings: return findings
        case .review: return pendingReview
        case .any: return findings || pendingReview || (dryRun && !report.changedFiles.isEmpty)
        }
    }
}
