/// `DIR/summary.md`, meant to be read in a pull request: one table of repositories with their
/// file counts and their sites over all rules, then one table of the rules that have a site (a
/// column per enabled rule made 45 columns, nearly all zeros), then what went wrong. Durations
/// are left out (they are in summary.json) so the file is the same for the same input.
public enum BatchMarkdown {
    public static func render(_ summary: BatchSummary) -> String {
        let mode = summary.options.mode == "apply" ? "applied in place" : "dry run: one `<repository>.patch` per repository with changes"
        var lines = [
            "# modernize batch summary", "",
            "\(summary.tool.name) \(summary.tool.version) · \(mode) · deployment target: "
                + (summary.options.minimumIOS.map { "iOS \($0) (--min-ios)" } ?? "detected per repository")
                + (summary.shard.map { " · shard \($0.index) of \($0.count): \(summary.repositories.count) of \($0.listed.count) repositories (`modernize batch-merge` combines the shards)" } ?? ""),
            "",
        ]
        lines += repositoryTable(summary)
        lines += ["", "Sites over all rules: safe rewrites / review rewrites (applied only with `--include-review`) / findings (need a person) / suppressed (silenced by `// modernize:` comments)."]
        lines += ruleTable(summary)

        let failed = summary.repositories.filter { $0.status == .failed }
        if !failed.isEmpty {
            lines += ["", "## Failed", ""]
            lines += failed.map { "- `\(escape($0.name))` (`\($0.path)`): \(escape($0.error ?? "unknown error"))" }
        }
        let verified = summary.repositories.filter { $0.verify != nil }
        if !verified.isEmpty {
            lines += ["", "## Compiler in the loop", ""]
            lines += verified.map { repository in
                let verify = repository.verify!
                return "- `\(escape(repository.name))`: \(verify.builds) builds; rewrites kept: \(verify.sitesKept), reverted: \(verify.sitesReverted) "
                    + "(findings in its report; build output in `\(escape(repository.name)).verify.log`)"
            }
        }
        let problems = summary.repositories.filter { !$0.errors.isEmpty }
        if !problems.isEmpty {
            lines += ["", "## Files not migrated", ""]
            for repository in problems {
                lines += repository.errors.map { "- `\(escape(repository.name))`: \(escape($0))" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let siteColumns = ["safe", "review", "findings", "suppressed"]

    /// A row per repository: status, target, files, and its sites summed over the rules.
    static func repositoryTable(_ summary: BatchSummary) -> [String] {
        var lines = [
            "| repository | status | iOS target (source) | files | changed | skipped | excluded | generated | " + siteColumns.joined(separator: " | ") + " |",
            "|---|---|---|--:|--:|--:|--:|--:|" + siteColumns.map { _ in "--:|" }.joined(),
        ]
        for repository in summary.repositories {
            let ran = repository.fileListing != nil
            let files = ran ? [
                "\(repository.files.scanned)", "\(repository.files.changed)", "\(repository.files.skipped)", "\(repository.files.excluded)",
                "\(repository.files.generated)",
            ] : Array(repeating: "", count: 5)
            let sites = ran ? counts(repository.rules.values.reduce(JSONReport.RuleCounts(), +)) : Array(repeating: "", count: siteColumns.count)
            lines.append(row(["`\(escape(repository.name))`", repository.status.rawValue, target(repository)] + files + sites))
        }
        let totals = summary.totals
        lines.append(row([
            "**total**", "\(totals.succeeded) of \(totals.repositories) ok", "",
            "\(totals.files.scanned)", "\(totals.files.changed)", "\(totals.files.skipped)", "\(totals.files.excluded)",
            "\(totals.files.generated)",
        ] + counts(totals.rules.values.reduce(JSONReport.RuleCounts(), +))))
        return lines
    }

    /// A row per rule with at least one site or suppressed site, most sites first; the enabled
    /// rules without any are named in one line after it.
    static func ruleTable(_ summary: BatchSummary) -> [String] {
        let ids = summary.options.rules + summary.totals.rules.keys.filter { !summary.options.rules.contains($0) }.sorted()
        let active = ids.compactMap { id -> (id: String, counts: JSONReport.RuleCounts)? in
            guard let counts = summary.totals.rules[id], sites(counts) + counts.suppressed > 0 else { return nil }
            return (id, counts)
        }.sorted { (sites($1.counts), $0.id) < (sites($0.counts), $1.id) }
        let quiet = ids.filter { id in !active.contains { $0.id == id } }
        var lines = ["", "## Rules with sites", ""]
        if active.isEmpty {
            lines.append("No enabled rule found a site.")
            return lines
        }
        lines += ["| rule | repositories | " + siteColumns.joined(separator: " | ") + " |", "|---|--:|" + siteColumns.map { _ in "--:|" }.joined()]
        for (id, counts) in active {
            let repositories = summary.repositories.filter { $0.rules[id].map { sites($0) + $0.suppressed > 0 } ?? false }.count
            lines.append(row(["`\(escape(id))`", "\(repositories)"] + self.counts(counts)))
        }
        if !quiet.isEmpty {
            lines += ["", "\(Plural.counted(quiet.count, "other enabled rule")) found no site: " + quiet.map { "`\(escape($0))`" }.joined(separator: ", ") + "."]
        }
        return lines
    }

    private static func sites(_ counts: JSONReport.RuleCounts) -> Int { counts.safe + counts.review + counts.finding }

    private static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    private static func target(_ repository: RepositoryResult) -> String {
        guard let first = repository.deploymentTargets.first else { return "" }
        let others = repository.deploymentTargets.count - 1
        return "\(first.version) (\(escape(first.source)))" + (others > 0 ? " +\(others) more" : "")
    }

    private static func counts(_ counts: JSONReport.RuleCounts) -> [String] {
        ["\(counts.safe)", "\(counts.review)", "\(counts.finding)", "\(counts.suppressed)"]
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
