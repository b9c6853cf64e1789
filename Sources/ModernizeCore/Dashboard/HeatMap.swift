import Foundation

/// The repository x rule table of the latest run: each cell coloured by the sites the rule
/// has left there (none: green; more: from yellow to red, on a log scale against the largest
/// cell), with the counts per tier as its tooltip.
enum HeatMap {
    static func table(_ summary: Dashboard.Summary) -> String {
        let rules = summary.rules
        guard !rules.isEmpty else { return "<p class=\"empty\">No rule has a site in these runs.</p>" }
        let repositories = summary.latest.repositories
        let largest = repositories.flatMap { repository in rules.map { repository.rules[$0]?.total ?? 0 } }.max() ?? 0
        var rows = ["<table class=\"heat sortable\"><thead><tr><th class=\"text\">repository</th><th>left</th>"]
        rows.append(rules.map { "<th class=\"rule\"><span>\(HTMLText.escape($0))</span></th>" }.joined() + "</tr></thead><tbody>")
        for repository in repositories {
            let name = HTMLText.escape(repository.name)
            var cells = ["<th class=\"text\" data-sort=\"\(name)\"><a href=\"#\(HTMLText.anchor(repository.name))\">\(name)</a>\(repository.status == "ok" ? "" : " <span class=\"failed\">failed</span>")</th>"]
            cells.append("<td>\(repository.left.total)</td>")
            for rule in rules {
                guard let left = repository.rules[rule] else {
                    cells.append("<td class=\"na\" data-sort=\"-1\" title=\"\(name) · \(HTMLText.escape(rule)): not run\"></td>")
                    continue
                }
                let tooltip = "\(repository.name) · \(rule): \(left.safe) safe, \(left.review) review, \(left.finding) finding left; \(left.suppressed) suppressed"
                cells.append("<td style=\"\(style(left.total, largest: largest))\" title=\"\(HTMLText.escape(tooltip))\">\(left.total)</td>")
            }
            rows.append("<tr>" + cells.joined() + "</tr>")
        }
        rows.append("</tbody></table>")
        return rows.joined(separator: "\n")
    }

    /// Background and text colour for a count.
    static func style(_ count: Int, largest: Int) -> String {
        guard count > 0 else { return "background:#dcfce7;color:#166534" }
        let share = largest <= 1 ? 1 : log(Double(count) + 1) / log(Double(largest) + 1)
        let hue = Int((48 * (1 - share)).rounded())
        let lightness = Int((88 - 40 * share).rounded())
        return "background:hsl(\(hue),90%,\(lightness)%);color:\(lightness < 62 ? "#fff" : "#1f2937")"
    }
}
