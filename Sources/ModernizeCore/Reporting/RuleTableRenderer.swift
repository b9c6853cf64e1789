/// Renders the deprecation table for `modernize rules` (text), the README (Markdown) and
/// `modernize explain`.
public enum RuleTableRenderer {
    public static func text(_ rows: [RuleDescription]) -> String {
        let header = ["RULE", "SINCE", "TIERS", "STATUS", "LEGACY -> MODERN"]
        let body = rows.map { row in
            [row.id, "iOS \(row.since)", row.tierLabel, row.status.rawValue, "\(row.legacy) -> \(row.modern)"]
        }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
        return ([header] + body).map { cells in
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    public static func markdown(_ rows: [RuleDescription]) -> String {
        var lines = ["| rule | legacy | modern | since | tiers | status |", "|---|---|---|---|---|---|"]
        for row in rows {
            let cells = [row.id, row.legacy, row.modern, "iOS \(row.since)", row.tierLabel, row.status.rawValue]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    public static func detail(_ row: RuleDescription) -> String {
        """
        \(row.id)
          legacy:    \(row.legacy)
          modern:    \(row.modern)
          since:     iOS \(row.since)\(row.appleDeprecated ? " (Apple deprecated the legacy API)" : "")
          tiers:     \(row.tierLabel)
          status:    \(row.status.rawValue)
          rationale: \(row.rationale)
        """
    }

    /// The row, what its tiers mean, and its examples.
    public static func explanation(_ row: RuleDescription) -> String {
        var text = detail(row) + "\n\nSites end as:"
        for tier in row.tiers { text += "\n  \(tier.rawValue): \(meaning(of: tier))" }
        for example in row.examples {
            text += "\n\nExample \(example.name):\n--- before\n\(example.before)"
            if let after = example.after { text += "\n--- after\n\(after)" } else { text += "\n--- left unchanged" }
            if !example.findings.isEmpty { text += "\n--- reported\n" + example.findings.map { "  " + $0 + "..." }.joined(separator: "\n") }
        }
        return text
    }

    static func meaning(of tier: SiteTier) -> String {
        switch tier {
        case .safe: "rewritten by default; the rule checked at the site that behaviour is kept"
        case .review: "rewritten only with --include-review; the note says what may change at that site"
        case .finding: "not rewritten; a message says what blocks and what to do, often with code to paste"
        }
    }
}
