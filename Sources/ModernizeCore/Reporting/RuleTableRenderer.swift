/// Renders the deprecation table for `modernize rules` (text) and the README (Markdown).
public enum RuleTableRenderer {
    public static func text(_ rows: [DeprecationRow]) -> String {
        let header = ["RULE", "SINCE", "SAFETY", "STATUS", "LEGACY -> MODERN"]
        let body = rows.map { row in
            [row.id, "iOS \(row.since)", row.safety.rawValue, row.status.rawValue, "\(row.legacy) -> \(row.modern)"]
        }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
        return ([header] + body).map { cells in
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    public static func markdown(_ rows: [DeprecationRow]) -> String {
        var lines = ["| rule | legacy | modern | since | safety | status |", "|---|---|---|---|---|---|"]
        for row in rows {
            let cells = [row.id, row.legacy, row.modern, "iOS \(row.since)", row.safety.rawValue, row.status.rawValue]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    public static func detail(_ row: DeprecationRow) -> String {
        """
        \(row.id)
          legacy:    \(row.legacy)
          modern:    \(row.modern)
          since:     iOS \(row.since)
          safety:    \(row.safety.rawValue)
          status:    \(row.status.rawValue)
          rationale: \(row.rationale)
        """
    }
}
