/// `DIR/summary.md`: repositories x rules, a totals row, then what went wrong. Durations are
/// left out (they are in summary.json) so the file is the same for the same input.
public enum BatchMarkdown {
    public static func render(_ summary: BatchSummary) -> String {
        let rules = summary.options.rules + summary.totals.rules.keys.filter { !summary.options.rules.contains($0) }.sorted()
        let mode = summary.options.mode == "apply" ? "applied in place" : "dry run: one `<repository>.patch` per repository with changes"
        var lines = [
            "# modernize batch summary", "",
            "\(summary.tool.name) \(summary.tool.version) · \(mode) · deployment target: "
                + (summary.options.minimumIOS.map { "iOS \($0) (--min-ios)" } ?? "detected per repository")
                + (summary.shard.map { " · shard \($0.index) of \($0.count): \(summary.repositories.count) of \($0.listed.count) repositories (`modernize batch-merge` combines the shards)" } ?? ""),
            "",
            "| repository | status | iOS target (source) | files | changed | skipped | excluded | generated | "
                + rules.joined(separator: " | ") + " |",
            "|---|---|---|--:|--:|--:|--:|--:|" + rules.map { _ in "--:|" }.joined(),
        ]
        for repository in summary.repositories {
            let files = repository.fileListing == nil ? ["", "", "", "", ""] : [
                "\(repository.files.scanned)", "\(repository.files.changed)", "\(repository.files.skipped)", "\(repository.files.excluded)",
                "\(repository.files.generated)",
            ]
            let cells = ["`\(escape(repository.name))`", repository.status.rawValue, target(repository)] + files
                + rules.map { counts(repository.rules[$0]) }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        let totals = summary.totals
        let totalCells = [
            "**total**", "\(totals.succeeded) of \(totals.repositories) ok", "",
            "\(totals.files.scanned)", "\(totals.files.changed)", "\(totals.files.skipped)", "\(totals.files.excluded)",
            "\(totals.files.generated)",
        ] + rules.map { counts(totals.rules[$0]) }
        lines.append("| " + totalCells.joined(separator: " | ") + " |")
        lines += ["", "Rule columns: safe / review / findings / suppressed sites (review rewrites are applied only with `--include-review`; suppressed: silenced by `// modernize:` comments)."]

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

    private static func target(_ repository: RepositoryResult) -> String {
        guard let first = repository.deploymentTargets.first else { return "" }
        let others = repository.deploymentTargets.count - 1
        return "\(first.version) (\(escape(first.source)))" + (others > 0 ? " +\(others) more" : "")
    }

    private static func counts(_ counts: JSONReport.RuleCounts?) -> String {
        guard let counts else { return "" }
        return "\(counts.safe) / \(counts.review) / \(counts.finding) / \(counts.suppressed)"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
