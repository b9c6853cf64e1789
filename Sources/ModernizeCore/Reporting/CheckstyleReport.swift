/// `--format checkstyle`: checkstyle XML as SwiftLint writes it, which Jenkins (Warnings Next
/// Generation), reviewdog, Danger and SonarQube read:
/// `<checkstyle version="4.3"><file name="..."><error line= column= severity= message= source="modernize.<rule-id>"/></file></checkstyle>`.
///
/// One `<error>` per site, files in path order, sites in position order. `severity` is the
/// result's (`note` is checkstyle's `info`). A file the run could not read gets one `error`
/// at line 0 (checkstyle's line for the whole file) from `modernize.file-not-migrated`; a
/// path that could not be used has no file element (it is on stderr, and the exit status is 2).
public struct CheckstyleReport: Sendable {
    public let xml: String

    public init(_ report: RunReport, metadata: ReportMetadata) {
        let rows = Dictionary(metadata.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [String: [String]] = [:]
        for site in report.siteResults(dryRun: metadata.dryRun) {
            var message = site.message(rows[site.ruleID])
            if let code = site.wouldBeCode { message += (site.kind == .finding ? "\nsuggested:\n" : "\nwould-be code:\n") + code }
            entries[site.path, default: []].append(Self.error(
                line: site.start.line, column: site.start.column, severity: Self.severity(site.severity), message: message,
                source: "modernize." + site.ruleID))
        }
        for problem in report.problems {
            guard let path = problem.path else { continue }
            entries[path, default: []].append(Self.error(
                line: 0, column: nil, severity: "error", message: problem.message, source: "modernize.file-not-migrated"))
        }
        var lines = [XMLText.declaration, #"<checkstyle version="4.3">"#]
        for path in entries.keys.sorted() {
            lines.append("  <file name=\"\(XMLText.escape(path, attribute: true))\">")
            lines += entries[path]!.map { "    " + $0 }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        xml = lines.joined(separator: "\n") + "\n"
    }

    public func rendered() -> String { xml }

    static func error(line: Int, column: Int?, severity: String, message: String, source: String) -> String {
        let position = "line=\"\(line)\"" + (column.map { " column=\"\($0)\"" } ?? "")
        return "<error \(position) severity=\"\(severity)\" message=\"\(XMLText.escape(message, attribute: true))\" source=\"\(XMLText.escape(source, attribute: true))\"/>"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
