/// `--format github`: GitHub Actions workflow commands, one per site (a rewrite of five edits
/// is one annotation), so a pull request shows them on the changed lines.
/// (`::warning file=App/A.swift,line=12,col=9,endLine=12,endColumn=40,title=modernize [gcd-to-task]::message`)
///
/// GitHub shows at most 10 annotations of each type (error, warning, notice) per step and
/// drops the rest silently. With a `limit` (default 10), each type gets at most `limit`
/// annotations; the results over it are printed as plain log lines (`path:line:col: severity:
/// [rule] message`, further lines indented) and one `::notice` counts them, so nothing is lost without saying so.
/// The notice summary takes one notice slot.
public struct GitHubAnnotations: Sendable {
    public static let defaultLimit = 10

    public let lines: [String]

    /// `limit`: annotations per type; nil or 0 for no limit.
    public init(_ report: RunReport, dryRun: Bool, rules: [RuleDescription] = [], limit: Int? = defaultLimit) {
        let rows = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var annotations: [(level: String, line: String, plain: String)] = []
        for file in report.files.sorted(by: { $0.path < $1.path }) {
            // A file that does not parse is a result below (`parse-error`), not a skip.
            if case .skipped(let reason) = file.outcome, !file.isParseError {
                annotations.append(("error", "::error file=\(Self.property(file.path))::\(Self.data(reason))", "error: " + Self.logLine(reason)))
            }
            for error in file.internalErrors {
                annotations.append(("error", "::error file=\(Self.property(file.path))::\(Self.data(error.formatted))", "error: " + Self.logLine(error.formatted)))
            }
        }
        for error in report.pathErrors { annotations.append(("error", "::error::\(Self.data(error))", "error: " + Self.logLine(error))) }
        for result in report.siteResults(dryRun: dryRun) {
            var message = result.message(rows[result.ruleID])
            if let code = result.wouldBeCode { message += result.kind == .finding ? "\nsuggested:\n" + code : "\nwould-be code:\n" + code }
            let level = Self.level(result.severity)
            annotations.append((
                level, Self.command(level, result: result, title: "modernize [\(result.ruleID)]", message: message),
                "\(Self.logLine(result.path)):\(result.start): \(result.severity.rawValue): [\(result.ruleID)] "
                    + message.split(separator: "\n", omittingEmptySubsequences: false).map { Self.logLine(String($0)) }.joined(separator: "\n    ")))
        }
        guard let limit, limit > 0 else {
            lines = annotations.map(\.line)
            return
        }
        let counts = Dictionary(grouping: annotations, by: \.level).mapValues(\.count)
        let overflows = counts.contains { $0.value > limit }
        var budget = ["error": limit, "warning": limit, "notice": overflows ? limit - 1 : limit]
        var shown: [String] = []
        var plain: [String] = []
        var hidden: [String: Int] = [:]
        for annotation in annotations {
            if budget[annotation.level, default: 0] > 0 {
                budget[annotation.level]! -= 1
                shown.append(annotation.line)
            } else {
                hidden[annotation.level, default: 0] += 1
                plain.append(annotation.plain)
            }
        }
        if overflows {
            let parts = ["error", "warning", "notice"].compactMap { level in hidden[level].map { "\($0) \(level)\($0 == 1 ? "" : "s")" } }
            shown.append("::notice title=modernize::\(Self.data("\(parts.joined(separator: ", ")) not shown as annotations (GitHub shows \(limit) of each type per step; --max-annotations 0 lifts the limit); they are in the log"))")
        }
        lines = shown + plain
    }

    public func rendered() -> String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .info: "notice"
        case .warning: "warning"
        case .error: "error"
        }
    }

    static func command(_ level: String, result: SiteResult, title: String, message: String) -> String {
        var properties = "file=\(property(result.path)),line=\(result.start.line),col=\(result.start.column)"
        if let end = result.end, end >= result.start {
            properties += ",endLine=\(end.line)"
            // GitHub ignores columns on annotations that span several lines.
            if end.line == result.start.line { properties += ",endColumn=\(end.column)" }
        }
        return "::\(level) \(properties),title=\(property(title))::\(data(message))"
    }

    /// Escaping of a command's message, as the Actions toolkit does; the other control
    /// characters (a file name's terminal escapes) are then shown as octal escapes, as in
    /// every other message, never written raw to the log.
    static func data(_ text: String) -> String {
        ControlCharacters.escaped(
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A"))
    }

    /// Text for one line of the plain log: control characters, newlines included, as octal
    /// escapes, so a file name can neither act on a terminal nor start a line the runner
    /// reads as a workflow command.
    static func logLine(_ text: String) -> String {
        ControlCharacters.escaped(text, keepingNewlines: false)
    }

    /// Escaping of a property value (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
