/// `--format gitlab`: a GitLab Code Quality report (the Code Climate issue format GitLab reads
/// from `artifacts: reports: codequality`), one issue per site, so a merge request shows which
/// sites it adds and which it fixes.
///
/// GitLab tells new issues from old ones by `fingerprint`, so it must not move with the code:
/// it hashes the path with the site's own fingerprint (the rule and the anchor line's text with
/// blanks collapsed, then its occurrence in the file), never the line number.
/// Severity, from the result's severity: note -> `info`, warning -> `minor`, error -> `major`
/// (`critical` and `blocker` are left for bugs and security problems, which these are not).
/// Files the run could not read are `major` issues of the check `file-not-migrated`.
public struct GitLabCodeQuality: Sendable {
    public struct Issue: Codable, Sendable, Equatable {
        public struct Lines: Codable, Sendable, Equatable {
            public var begin: Int
            public var end: Int
        }
        public struct Location: Codable, Sendable, Equatable {
            public var path: String
            public var lines: Lines
        }
        public struct Content: Codable, Sendable, Equatable { public var body: String }

        public var type = "issue"
        public var engineName = "swift-modernize"
        public var checkName: String
        public var categories: [String]
        public var description: String
        /// Markdown with the would-be code (Code Climate shows it; GitLab ignores it).
        public var content: Content?
        public var fingerprint: String
        public var severity: String
        public var location: Location

        enum CodingKeys: String, CodingKey {
            case type, categories, description, content, fingerprint, severity, location
            case engineName = "engine_name"
            case checkName = "check_name"
        }
    }

    public static let problemCheckName = "file-not-migrated"

    public let issues: [Issue]

    public init(_ report: RunReport, metadata: ReportMetadata) {
        let rows = Dictionary(metadata.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var issues = report.siteResults(dryRun: metadata.dryRun).map { site in
            let end = site.end.map { max($0.line, site.start.line) } ?? site.start.line
            let code = site.wouldBeCode.map { "\(site.kind == .finding ? "Suggested" : "Would-be") code:\n\n```swift\n\($0)\n```" }
            return Issue(
                checkName: site.ruleID, categories: ["Compatibility"],
                description: ControlCharacters.escaped(site.message(rows[site.ruleID])),
                content: code.map { Issue.Content(body: ControlCharacters.escaped($0)) },
                fingerprint: Self.fingerprint(site.path, site.ruleID, site.partialFingerprint),
                severity: Self.severity(site.severity),
                location: .init(path: ControlCharacters.escaped(site.path), lines: .init(begin: site.start.line, end: end)))
        }
        // A path that could not be used has no file to point at: it is on stderr (and exit 2).
        for problem in report.problems {
            guard let path = problem.path else { continue }
            issues.append(Issue(
                checkName: Self.problemCheckName, categories: ["Bug Risk"], description: ControlCharacters.escaped(problem.message),
                fingerprint: Self.fingerprint(path, Self.problemCheckName, problem.message), severity: Self.severity(.error),
                location: .init(path: ControlCharacters.escaped(path), lines: .init(begin: 1, end: 1))))
        }
        self.issues = issues
    }

    /// Sorted keys and fixed indentation, as the other JSON reports: same run, same bytes.
    public func rendered() -> String { ReportEncoding.encode(issues) }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .info: "info"
        case .warning: "minor"
        case .error: "major"
        }
    }

    static func fingerprint(_ parts: String...) -> String {
        String(SHA256.hex(SHA256.hash(Array(parts.joined(separator: "\n").utf8))).prefix(32))
    }
}
