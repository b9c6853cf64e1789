/// A file that does not parse is a result of its own, rule id `parse-error`, severity
/// `error`: printed as `path:line:col: error: [parse-error] ...`, carried by every report
/// format like a finding and counted by `--fail-on error`. It is not a failure of the run (exit
/// 2 is for usage errors and files that could not be read or written): the other files are
/// migrated and the run goes on. The file itself stays skipped (never half rewritten), so a
/// change across files that needs it is still blocked.
public enum ParseErrorResult {
    public static let ruleID = "parse-error"

    /// The result for `problem` (the first parse error) in `text`, the file as read.
    public static func finding(_ problem: ParseProblem, path: String, text: String) -> Finding {
        let lines = LineTable(text)
        let lineIndex = min(max(problem.position.line - 1, 0), lines.lineStarts.count - 1)
        let offset = min(lines.lineStarts[lineIndex] + max(problem.position.column - 1, 0), lines.bytes.count)
        let end = lines.location(of: lines.endOfTrimmedLine(containing: offset))
        return Finding(
            ruleID: ruleID, path: path, position: problem.position, severity: .error,
            message: "\(problem.message); the file does not parse, so no rule ran on it (fix it and run again)",
            lineText: lines.trimmedText(ofLineContaining: offset), end: SourcePosition(line: end.line, column: end.column))
    }
}

extension FileReport {
    /// Skipped because it does not parse: its `parse-error` result says so, not the run's status.
    public var isParseError: Bool {
        guard case .skipped = outcome else { return false }
        return findings.contains { $0.ruleID == ParseErrorResult.ruleID }
    }
}
