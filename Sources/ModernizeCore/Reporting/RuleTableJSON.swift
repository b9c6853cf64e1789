/// `modernize rules --format json`: the deprecation table for scripts, one object per row with
/// everything the rule's description holds, plus its trigger substrings. Keys are stable and
/// sorted, rows in table order, so the same build prints the same bytes.
public struct RuleTableJSON: Encodable, Sendable {
    public struct Tool: Encodable, Sendable {
        let name: String
        let version: String
    }

    public struct Example: Encodable, Sendable {
        let name: String
        let before: String
        /// Absent when the example is left unchanged.
        let after: String?
        /// The starts of the messages the example reports.
        let findings: [String]
    }

    public struct Rule: Encodable, Sendable {
        let id: String
        let legacy: String
        let modern: String
        /// The iOS version the modern API needs ("13", "16.4").
        let since: String
        /// The tiers its sites can end in: `safe`, `review`, `finding`.
        let tiers: [String]
        /// `automatic`, `review` or `report-only` (from the tiers).
        let safety: String
        /// `implemented` or `planned` (no codemod yet).
        let status: String
        let appleDeprecated: Bool
        let rationale: String
        /// Substrings a file must contain for the rule to parse it (empty for planned rows).
        let triggers: [String]
        let examples: [Example]
    }

    let tool: Tool
    let rules: [Rule]

    /// `triggers`: each implemented rule's trigger substrings, by rule id.
    public init(_ rows: [RuleDescription], triggers: [String: [String]], toolVersion: String) {
        tool = Tool(name: "swift-modernize", version: toolVersion)
        rules = rows.map { row in
            Rule(
                id: row.id, legacy: row.legacy, modern: row.modern, since: row.since.description, tiers: row.tiers.map(\.rawValue),
                safety: row.safety.rawValue, status: row.status.rawValue, appleDeprecated: row.appleDeprecated, rationale: row.rationale,
                triggers: triggers[row.id] ?? [],
                examples: row.examples.map { Example(name: $0.name, before: $0.before, after: $0.after, findings: $0.findings) })
        }
    }

    public func rendered() -> String { ReportEncoding.encode(self) }
}
