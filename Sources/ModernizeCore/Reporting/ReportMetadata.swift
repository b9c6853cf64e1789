import Foundation

/// What every machine-readable report says about the run besides the files.
public struct ReportMetadata: Sendable {
    public var toolName = "swift-modernize"
    public var toolVersion: String
    /// `diff`, `apply` or `batch`.
    public var command: String
    /// The enabled rules' table rows, in the registry's order.
    public var rules: [RuleDescription]
    /// `--min-ios` when given; otherwise each file's detected target applies.
    public var minimumIOS: IOSVersion?
    /// Whose review rewrites were applied.
    public var includeReview: ReviewSelection
    /// Rewrites were shown, not written (`diff`, `batch` without `--apply`): they are pending.
    public var dryRun: Bool

    public init(
        toolVersion: String, command: String, rules: [RuleDescription], minimumIOS: IOSVersion?, includeReview: ReviewSelection = .none,
        dryRun: Bool? = nil
    ) {
        self.dryRun = dryRun ?? (command != "apply")
        self.includeReview = includeReview
        self.toolVersion = toolVersion
        self.command = command
        self.rules = rules
        self.minimumIOS = minimumIOS
    }
}

/// Report formats selectable with `--format`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text
    case json
    case sarif
    /// GitHub Actions workflow commands (`diff` / `apply` only).
    case github
    /// GitLab Code Quality (Code Climate JSON), JUnit XML and checkstyle XML: what other CI
    /// systems read (`diff` / `apply` only).
    case gitlab
    case junit
    case checkstyle

    /// The formats `batch` writes a file per repository in (and `report` reads back).
    public static let batchFormats: [ReportFormat] = [.text, .json, .sarif]
}

enum ReportEncoding {
    /// Sorted keys and fixed indentation: the same run always produces the same bytes.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension FileReport.Outcome {
    /// The status word used in JSON reports.
    var statusName: String {
        switch self {
        case .notTriggered: "not-triggered"
        case .unchanged: "unchanged"
        case .changed: "changed"
        case .skipped: "skipped"
        case .internalError: "internal-error"
        case .excluded: "excluded"
        case .generated: "generated"
        }
    }
}
