/// `--statistics` (as ruff's): how many sites the run leaves or rewrote, per rule, per kind and
/// per short message, most frequent first, instead of one line per site. On a large codebase
/// this says which rules and which causes matter before anyone reads a single finding.
///
/// Kinds: `safe rewrite`, `review rewrite` (pending, applied, or not applied without
/// `--include-review`) and `finding`. Messages: for rewrites their state (`can be rewritten`,
/// `rewritten`, `not applied (--include-review applies it)`); for findings the message up to
/// its first `: ` (`reloadItems left as is`), with names in backticks folded to `` `…` `` so
/// one cause is one row, and for a rewrite held back what it needs (`not rewritten: X needs iOS 17`).
public struct RunStatistics: Sendable {
    public struct Row: Codable, Sendable, Hashable {
        public var count: Int
        public var rule: String
        public var kind: String
        public var message: String
    }

    public let rows: [Row]

    public init(_ results: [SiteResult]) {
        var counts: [Row: Int] = [:]
        for result in results {
            counts[Row(count: 0, rule: result.ruleID, kind: Self.kind(result), message: Self.message(result)), default: 0] += 1
        }
        rows = counts.map { row, count in
            var row = row
            row.count = count
            return row
        }.sorted { ($1.count, $0.rule, $0.kind, $0.message) < ($0.count, $1.rule, $1.kind, $1.message) }
    }

    /// A plain table: a header, then one line per row with the count right-aligned; nothing
    /// when the run has no site.
    public func renderedText() -> String {
        guard !rows.isEmpty else { return "" }
        let table = [["count", "rule", "kind", "message"]] + rows.map { ["\($0.count)", $0.rule, $0.kind, $0.message] }
        let widths = (0..<3).map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { cells in
            String(repeating: " ", count: widths[0] - cells[0].count) + cells[0] + "  "
                + cells[1].padding(toLength: widths[1], withPad: " ", startingAt: 0) + "  "
                + cells[2].padding(toLength: widths[2], withPad: " ", startingAt: 0) + "  " + ControlCharacters.escaped(cells[3])
        }.joined(separator: "\n") + "\n"
    }

    /// The rows as a JSON array (`--format json`), in the same order.
    public func renderedJSON() -> String { ReportEncoding.encode(rows) }

    static func kind(_ result: SiteResult) -> String {
        switch (result.kind, result.tier) {
        case (.finding, _): "finding"
        case (.review, _), (_, .review): "review rewrite"
        default: "safe rewrite"
        }
    }

    static func message(_ result: SiteResult) -> String {
        switch result.kind {
        case .pending: "can be rewritten"
        case .applied: "rewritten"
        case .review: "not applied (--include-review applies it)"
        case .finding: head(of: result.note ?? "")
        }
    }

    /// What kind of finding a message is: its first clause, names folded.
    static func head(of message: String) -> String {
        let heldBack = "not rewritten: "
        let text = message.hasPrefix(heldBack)
            ? heldBack + clause(String(message.dropFirst(heldBack.count)), endingAt: [", ", "; "])
            : clause(message, endingAt: [": "])
        let folded = foldingNames(text)
        return folded.count > 80 ? String(folded.prefix(79)) + "…" : folded
    }

    /// The text up to the first separator outside backticks (a colon inside code is not one).
    static func clause(_ text: String, endingAt separators: [String]) -> String {
        // A lone backtick opens no span.
        let hasSpans = text.filter { $0 == "`" }.count % 2 == 0
        var inCode = false
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "`", hasSpans {
                inCode.toggle()
            } else if !inCode, separators.contains(where: { text[index...].hasPrefix($0) }) {
                return String(text[..<index])
            }
            index = text.index(after: index)
        }
        return text
    }

    /// `` `cell` `` and `` `content` `` are the same cause: every backtick span becomes `` `…` ``.
    static func foldingNames(_ text: String) -> String {
        var result = ""
        var code: String?  // inside a span: its text so far
        for character in text {
            if character == "`" {
                if code == nil {
                    code = ""
                } else {
                    result += "`…`"
                    code = nil
                }
            } else if code != nil {
                code!.append(character)
            } else {
                result.append(character)
            }
        }
        // A lone backtick opens no span: keep what follows it.
        return result + (code.map { "`" + $0 } ?? "")
    }
}
