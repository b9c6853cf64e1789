import ModernizeCore

/// The text of `modernize config`: one line per setting, its value and where it came from.
struct SettingsExplanation {
    let path: String
    let chain: ConfigChain
    let settings: FileSettings
    let commandLine: CommandLineSettings
    let allRules: [String]

    var rendered: String {
        var lines = ["settings for \(path)"]
        let enabled = settings.rules.map(\.id)
        let left = allRules.filter { !enabled.contains($0) }.sorted()
        let rulesValue = left.isEmpty ? "all \(allRules.count) rules"
            : left.count < enabled.count ? "all \(allRules.count) rules except " + left.joined(separator: ", ")
            : enabled.sorted().joined(separator: ", ")
        let ruleSource = commandLine.onlyRules != nil || commandLine.disabledRules != nil ? "command line (--rules / --disable)"
            : [source("rules"), source("disabledRules")].compactMap { $0 }.first ?? "default"
        var rows: [(String, String, String)] = [("rules", rulesValue, ruleSource)]
        rows.append(("minimumIOS", "iOS \(settings.target.version)", settings.target.source))
        let review = settings.options.includeReview.summary
        rows.append(("includeReview", review, commandLine.includeReview != nil ? "command line" : source("includeReview") ?? "default"))
        rows.append(("includeGenerated", "\(settings.includeGenerated)", commandLine.includeGenerated != nil ? "--include-generated" : source("includeGenerated") ?? "default"))
        for (rule, level) in settings.severity.sorted(by: { $0.key < $1.key }) {
            let origin = chain.members.first { $0.file.severity[rule] != nil }?.file.path ?? "default"
            rows.append(("severity[\(rule)]", level.rawValue, origin))
        }
        if let excludedBy = settings.excludedBy {
            rows.append(("exclude", "excluded", excludedBy))
        } else {
            let patterns = chain.members.flatMap { member in member.file.exclude.map { "\($0) (\(member.file.path))" } }
            rows.append(("exclude", "not excluded", patterns.isEmpty ? "no patterns" : "patterns: " + patterns.joined(separator: ", ")))
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (key, value, origin) in rows {
            lines.append("  " + key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value + "  (" + origin + ")")
        }
        let files = chain.members.map { $0.file.path + ($0.file.isRoot ? " (root)" : "") }
        lines.append("config files, nearest first: " + (files.isEmpty ? "none" : files.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }

    private func source(_ key: String) -> String? {
        chain.source(of: key).map(\.path)
    }
}
