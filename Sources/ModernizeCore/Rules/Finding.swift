public enum Severity: String, Sendable, Comparable, CaseIterable {
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

/// A site a rule reports instead of (or besides) rewriting it.
public struct Finding: Sendable, Hashable {
    public let ruleID: String
    public let path: String
    public let position: SourcePosition
    public let severity: Severity
    public let message: String
    /// Code the user could write instead, when the rule can propose it.
    public let suggestion: String?

    public init(
        ruleID: String, path: String, position: SourcePosition, severity: Severity,
        message: String, suggestion: String? = nil
    ) {
        self.ruleID = ruleID
        self.path = path
        self.position = position
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
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
