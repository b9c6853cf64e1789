/// `--format junit`: JUnit XML, which CI systems without a code-quality view (GitLab's test
/// report, Jenkins, Azure Pipelines, CircleCI) show as tests.
///
/// One `<testsuite>` per enabled rule (`modernize.<rule-id>`), one `<testcase>` per site named
/// `path:line:column`. A site the run leaves at warning or error (a pending rewrite, a review
/// rewrite not applied, a finding that needs action) is a `<failure>` whose `type` is its kind;
/// notes (information, rewrites held back by the deployment target) and applied rewrites pass,
/// their message in `<system-out>`. A rule with no site has one passing test case, so a clean
/// run still reports its tests. Files the run could not read are `<error>`s in a last suite,
/// `modernize.run`.
public struct JUnitReport: Sendable {
    public let xml: String

    public init(_ report: RunReport, metadata: ReportMetadata) {
        let rows = Dictionary(metadata.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sites = Dictionary(grouping: report.siteResults(dryRun: metadata.dryRun), by: \.ruleID)
        // The enabled rules in the table's order, then any other rule a result names (a
        // misspelled suppression comment is reported under the id it names).
        let ruleIDs = metadata.rules.map(\.id) + sites.keys.filter { rows[$0] == nil }.sorted()
        var suites: [Suite] = ruleIDs.map { rule in
            let cases = (sites[rule] ?? []).map { site in
                Case(
                    name: "\(site.path):\(site.start)", file: site.path, line: site.start.line,
                    failure: site.isLeft && site.severity >= .warning ? site.kind.rawValue : nil,
                    summary: site.message(rows[rule]), text: Self.text(site, row: rows[rule]))
            }
            return Suite(name: "modernize." + rule, cases: cases.isEmpty ? [Case(name: "no site", file: nil, line: nil, failure: nil, summary: "", text: nil)] : cases)
        }
        let problems = report.problems.map { problem in
            Case(name: problem.path ?? "path", file: problem.path, line: nil, failure: nil, summary: problem.message, text: problem.message, error: true)
        }
        if !problems.isEmpty { suites.append(Suite(name: "modernize.run", cases: problems)) }

        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        var lines = [
            XMLText.declaration,
            "<testsuites name=\"\(XMLText.escape(metadata.toolName, attribute: true))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">",
        ]
        for suite in suites { lines += suite.lines }
        lines.append("</testsuites>")
        xml = lines.joined(separator: "\n") + "\n"
    }

    public func rendered() -> String { xml }

    /// The result's severity and message, then its would-be or suggested code.
    static func text(_ site: SiteResult, row: RuleDescription?) -> String {
        var text = "\(site.severity.rawValue): \(site.message(row))"
        if let code = site.wouldBeCode { text += (site.kind == .finding ? "\nsuggested:\n" : "\nwould-be code:\n") + code }
        return text
    }

    struct Case {
        var name: String
        var file: String?
        var line: Int?
        /// The failing site's kind (`pending`, `review`, `finding`); nil when it passes.
        var failure: String?
        /// The `message` attribute: what a CI view lists (its first line is kept).
        var summary: String
        /// The element's body: severity, message, code; nil for a test case with nothing to say.
        var text: String?
        /// A file the run could not read (an `<error>`, not a `<failure>`).
        var error = false
    }

    struct Suite {
        var name: String
        var cases: [Case]

        var failures: Int { cases.filter { $0.failure != nil }.count }
        var errors: Int { cases.filter(\.error).count }

        var lines: [String] {
            let suite = XMLText.escape(name, attribute: true)
            var lines = ["  <testsuite name=\"\(suite)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">"]
            for test in cases {
                var attributes = "classname=\"\(suite)\" name=\"\(XMLText.escape(test.name, attribute: true))\""
                if let file = test.file { attributes += " file=\"\(XMLText.escape(file, attribute: true))\"" }
                if let line = test.line { attributes += " line=\"\(line)\"" }
                guard let text = test.text else {
                    lines.append("    <testcase \(attributes)/>")
                    continue
                }
                let summary = XMLText.escape(String(test.summary.prefix { $0 != "\n" }), attribute: true)
                let body = XMLText.escape(text)
                let element: String
                if test.error {
                    element = "<error message=\"\(summary)\">\(body)</error>"
                } else if let kind = test.failure {
                    element = "<failure type=\"\(XMLText.escape(kind, attribute: true))\" message=\"\(summary)\">\(body)</failure>"
                } else {
                    element = "<system-out>\(body)</system-out>"
                }
                lines.append("    <testcase \(attributes)>\(element)</testcase>")
            }
            lines.append("  </testsuite>")
            return lines
        }
    }
}
