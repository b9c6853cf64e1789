import Foundation

/// The repository x rule table of the latest run. A cell's colours say who has to act: green
/// for safe rewrites (`modernize apply` makes them), amber for review rewrites (applied, then
/// checked by a person), red only for findings (a person changes the code), side by side in
/// proportion when a cell has several; pale grey when nothing is left. Depth says how much is
/// left (a log scale against the largest cell). The counts per tier are its tooltip; a legend
/// says all this.
enum HeatMap {
    enum Shade: String, CaseIterable {
        case none
        case safe
        case review
        case finding

        /// Hue and saturation of the scale; lightness goes from pale (one site) to deep.
        var hue: (Int, Int) {
            switch self {
            case .none: (210, 20)
            case .safe: (142, 60)
            case .review: (38, 92)
            case .finding: (0, 80)
            }
        }

        var legend: String {
            switch self {
            case .none: "nothing left"
            case .safe: "safe rewrites: <code>modernize apply</code> makes them"
            case .review: "review rewrites: automatic with <code>--include-review</code>, then a person checks them"
            case .finding: "findings: a person has to change the code"
            }
        }

        /// The most demanding tier a cell has left (its class, for sorting and styling).
        init(_ left: Dashboard.SitesLeft) {
            self = left.finding > 0 ? .finding : left.review > 0 ? .review : left.safe > 0 ? .safe : .none
        }
    }

    static func table(_ summary: Dashboard.Summary) -> String {
        let rules = summary.rules
        guard !rules.isEmpty else { return "<p class=\"empty\">No rule has a site in these runs.</p>" }
        let repositories = summary.latest.repositories
        let largest = repositories.flatMap { repository in rules.map { repository.rules[$0]?.total ?? 0 } }.max() ?? 0
        var rows = [legend(), "<div class=\"scroll\"><table class=\"heat sortable\"><thead><tr><th class=\"text\">repository</th><th>left</th>"]
        rows.append(rules.map { "<th class=\"rule\"><span>\(HTMLText.escape($0))</span></th>" }.joined() + "</tr></thead><tbody>")
        for repository in repositories {
            let name = HTMLText.escape(repository.displayName)
            var cells = ["<th class=\"text\" data-sort=\"\(name)\"><a href=\"#\(HTMLText.anchor(repository.name))\">\(name)</a>\(repository.status == "ok" ? "" : " <span class=\"failed\">failed</span>")</th>"]
            cells.append("<td>\(repository.left.total)</td>")
            for rule in rules {
                guard let left = repository.rules[rule] else {
                    cells.append("<td class=\"na\" data-sort=\"-1\" title=\"\(name) · \(HTMLText.escape(rule)): not run\"></td>")
                    continue
                }
                let tooltip = "\(repository.displayName) · \(rule): \(left.safe) safe, \(left.review) review, \(left.finding) finding left; \(left.suppressed) suppressed"
                let shade = Shade(left)
                cells.append("<td class=\"\(shade.rawValue)\" style=\"\(style(left, largest: largest))\" title=\"\(HTMLText.escape(tooltip))\">\(left.total)</td>")
            }
            rows.append("<tr>" + cells.joined() + "</tr>")
        }
        rows.append("</tbody></table></div>")
        return rows.joined(separator: "\n")
    }

    /// Background and text colour for a cell: one colour per tier left, each as wide as its
    /// share of the cell's sites.
    static func style(_ left: Dashboard.SitesLeft, largest: Int) -> String {
        let parts: [(Shade, Int)] = [(.safe, left.safe), (.review, left.review), (.finding, left.finding)].filter { $0.1 > 0 }
        guard left.total > 0 else { return "background:\(color(.none, lightness: 96));color:#94a3b8" }
        let share = largest <= 1 ? 1 : log(Double(left.total) + 1) / log(Double(largest) + 1)
        let lightness = Int((86 - 44 * share).rounded())
        let text = "color:\(lightness < 60 ? "#fff" : "#1f2937")"
        guard parts.count > 1 else { return "background:\(color(parts[0].0, lightness: lightness));\(text)" }
        var stops: [String] = []
        var from = 0
        for (shade, count) in parts {
            let to = from + count
            stops.append("\(color(shade, lightness: lightness)) \(from * 100 / left.total)% \(to * 100 / left.total)%")
            from = to
        }
        return "background:linear-gradient(90deg,\(stops.joined(separator: ",")));\(text)"
    }

    static func color(_ shade: Shade, lightness: Int) -> String {
        let (hue, saturation) = shade.hue
        return "hsl(\(hue),\(saturation)%,\(lightness)%)"
    }

    /// What the colours mean, with a swatch of each at half depth.
    static func legend() -> String {
        let items = Shade.allCases.map { shade in
            "<li><span class=\"swatch\" style=\"background:\(color(shade, lightness: shade == .none ? 96 : 64))\"></span>\(shade.legend)</li>"
        }
        return "<ul class=\"legend\">" + items.joined() + "<li>a cell with several is split in proportion; deeper colour: more sites left</li></ul>"
    }
}
