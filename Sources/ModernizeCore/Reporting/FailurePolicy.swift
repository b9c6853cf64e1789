/// `--fail-on LEVEL`: exit 1 when the run leaves a result at or above LEVEL (see `SiteResult`
/// for each kind's level), so CI can keep legacy code from coming back; with a baseline only
/// new sites count. Applied rewrites never count.
///
/// The values before severities existed still work: `any` is `note`; `findings` and `review`
/// are deprecated (they select a kind, not a level).
public enum FailurePolicy: Sendable, Equatable {
    case atLeast(Severity)
    /// Deprecated: findings (no edit) at warning or above; notes about correct code no longer count.
    case findings
    /// Deprecated: review rewrites not applied.
    case review

    public static let valueNames = ["error", "warning", "note", "any", "findings", "review"]

    public init?(name: String) {
        switch name {
        case "error": self = .atLeast(.error)
        case "warning": self = .atLeast(.warning)
        case "note", "any": self = .atLeast(.info)
        case "findings": self = .findings
        case "review": self = .review
        default: return nil
        }
    }

    /// What to say on stderr when a deprecated value is used; nil for thresholds.
    public var deprecation: String? {
        switch self {
        case .atLeast: nil
        case .findings: "--fail-on findings is deprecated: use --fail-on warning (it also counts review rewrites not applied and, for diff, pending rewrites)"
        case .review: "--fail-on review is deprecated: use --fail-on warning (it also counts findings and, for diff, pending rewrites)"
        }
    }

    public var name: String {
        switch self {
        case .atLeast(let severity): severity.rawValue
        case .findings: "findings"
        case .review: "review"
        }
    }

    /// The results (left by the run, not accepted) that make it fail.
    public func failing(_ results: [SiteResult]) -> [SiteResult] {
        results.filter { result in
            guard result.isLeft else { return false }
            switch self {
            case .atLeast(let level): return result.severity >= level
            case .findings: return result.kind == .finding && result.severity >= .warning
            case .review: return result.kind == .review
            }
        }
    }
}
