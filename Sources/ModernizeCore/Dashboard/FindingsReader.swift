import Foundation

/// The findings of one repository's batch report, whichever `--format` the batch wrote:
/// `.json` (with tiers), `.sarif` (results without a fix region end), or `.findings.txt`
/// (`path:line:col: severity: [rule] message`, then `    suggested: ...` lines).
enum FindingsReader {
    static func findings(in data: Data, format name: String) -> [Dashboard.Finding] {
        if name.hasSuffix(".json") { return json(data) }
        if name.hasSuffix(".sarif") { return sarif(data) }
        return text(String(decoding: data, as: UTF8.self))
    }

    private static func json(_ data: Data) -> [Dashboard.Finding] {
        guard let report = try? JSONDecoder().decode(JSONReport.self, from: data) else { return [] }
        return report.files.flatMap { file in
            file.findings.map {
                Dashboard.Finding(
                    path: file.path, line: $0.line, column: $0.column, rule: $0.rule, message: $0.message,
                    suggestion: $0.suggestion, tier: $0.tier)
            }
        }
    }

    private static func sarif(_ data: Data) -> [Dashboard.Finding] {
        guard let log = try? JSONDecoder().decode(SARIFLog.self, from: data) else { return [] }
        return log.runs.flatMap(\.results).compactMap { result in
            // Edits carry a region with an end; findings point at one position.
            guard let location = result.locations.first?.physicalLocation, location.region.endLine == nil else { return nil }
            let parts = result.message.text.components(separatedBy: "\nSuggested:\n")
            let path = location.artifactLocation.uri.removingPercentEncoding ?? location.artifactLocation.uri
            return Dashboard.Finding(
                path: path, line: location.region.startLine, column: location.region.startColumn, rule: result.ruleId,
                message: parts[0], suggestion: parts.count > 1 ? parts.dropFirst().joined(separator: "\nSuggested:\n") : nil, tier: nil)
        }
    }

    /// Lines as `Finding.formatted` writes them. A path may hold colons, so the line is read
    /// from its end: the last `:LINE:COL: severity: [` before the message.
    static func text(_ text: String) -> [Dashboard.Finding] {
        var findings: [Dashboard.Finding] = []
        var inSuggestion = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            // Suggested code is indented, so a line of it that looks like a finding stays code.
            if !findings.isEmpty, inSuggestion, line.hasPrefix("    ") {
                findings[findings.count - 1].suggestion! += "\n" + line.dropFirst(4)
            } else if let finding = header(line) {
                findings.append(finding)
                inSuggestion = false
            } else if !findings.isEmpty, line.hasPrefix("    suggested: ") {
                findings[findings.count - 1].suggestion = String(line.dropFirst("    suggested: ".count))
                inSuggestion = true
            } else if !findings.isEmpty, !line.isEmpty, !line.hasPrefix("error: ") {
                // A message that spans lines.
                findings[findings.count - 1].message += "\n" + line
            }
        }
        return findings
    }

    /// Severities print as `note`, `warning`, `error` (`info` is the name notes had before):
    /// a `note:` line not matched here was taken for more of the message above it.
    private static let pattern = try! NSRegularExpression(pattern: #"^(.+):(\d+):(\d+): (?:note|info|warning|error): \[([^\]]+)\] (.*)$"#)

    private static func header(_ line: String) -> Dashboard.Finding? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = pattern.firstMatch(in: line, range: range) else { return nil }
        func group(_ index: Int) -> String { String(line[Range(match.range(at: index), in: line)!]) }
        return Dashboard.Finding(
            path: group(1), line: Int(group(2)) ?? 0, column: Int(group(3)) ?? 0, rule: group(4), message: group(5),
            suggestion: nil, tier: nil)
    }
}
