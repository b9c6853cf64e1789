/// The page's first paragraph, for someone who has never run the tool: what was scanned, how
/// many places can be fixed automatically and how many need a person, without the tool's
/// words (sites, tiers, safe, review, finding) that the cards and tables below use.
enum DashboardLead {
    static func paragraph(_ summary: Dashboard.Summary) -> String {
        let latest = summary.latest
        let left = summary.headline.left
        let files = latest.repositories.reduce(0) { $0 + $1.filesScanned }
        let when = latest.startedAt == "unknown" ? "" : " on \(HTMLText.escape(TrendChart.shortDate(latest.startedAt)))"
        var text = "The latest run\(when) scanned <b>\(Plural.counted(summary.headline.repositories, "repository", "repositories"))</b> "
            + "(\(Plural.counted(files, "Swift file")))"
        if summary.headline.failed > 0 { text += ", of which \(summary.headline.failed) could not be processed" }
        text += ". "
        guard left.total > 0 else {
            return "<p class=\"lead\">" + text + "Nothing is left to change: no code uses an API this migration replaces.</p>"
        }
        let automatic = left.safe + left.review
        text += "<b>\(Plural.counted(left.total, "place"))</b> in the code still \(left.total == 1 ? "uses" : "use") an API this migration replaces. "
        text += "<b>\(automatic)</b> can be fixed automatically"
        if automatic > 0 {
            text += " (\(left.safe) right away with <code>modernize apply</code>"
            text += left.review > 0 ? ", \(left.review) more with <code>--include-review</code> and a person checking each change)" : ")"
        }
        text += "; <b>\(left.finding)</b> \(left.finding == 1 ? "needs" : "need") a person to change the code."
        return "<p class=\"lead\">" + text + "</p>"
    }
}
