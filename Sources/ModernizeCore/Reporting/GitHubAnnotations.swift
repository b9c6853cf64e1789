/// `--format github`: GitHub Actions workflow commands, one per finding and per pending or
/// applied rewrite, so a pull request shows them on the changed lines.
/// (`::warning file=App/A.swift,line=12,col=9,title=modernize [gcd-to-task]::message`)
public struct GitHubAnnotations: Sendable {
    public let lines: [String]

    public init(_ report: RunReport, dryRun: Bool) {
        var lines: [String] = []
        for file in report.files.sorted(by: { $0.path < $1.path }) {
            for finding in file.findings.sorted(by: Finding.reportOrder) {
                var message = finding.message
                if let suggestion = finding.suggestion { message += "\nsuggested:\n" + suggestion }
                lines.append(Self.command(
                    Self.level(finding.severity), path: finding.path, position: finding.position,
                    title: "modernize [\(finding.ruleID)]", message: message))
            }
            for edit in file.edits where edit.pass == 1 {
                let verb = dryRun ? "can be rewritten" : "rewritten"
                lines.append(Self.command(
                    "notice", path: file.path, position: edit.start, title: "modernize [\(edit.ruleID)]",
                    message: "\(verb) (\(edit.tier.rawValue)): `\(edit.replacement)`"))
            }
            if case .skipped(let reason) = file.outcome {
                lines.append("::error file=\(Self.property(file.path))::\(Self.data(reason))")
            }
            for error in file.internalErrors {
                lines.append("::error file=\(Self.property(file.path))::\(Self.data(error.formatted))")
            }
        }
        for error in report.pathErrors { lines.append("::error::\(Self.data(error))") }
        self.lines = lines
    }

    public func rendered() -> String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .info: "notice"
        case .warning: "warning"
        case .error: "error"
        }
    }

    static func command(_ level: String, path: String, position: SourcePosition, title: String, message: String) -> String {
        "::\(level) file=\(property(path)),line=\(position.line),col=\(position.column),title=\(property(title))::\(data(message))"
    }

    /// Escaping of a command's message, as the Actions toolkit does.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escaping of a property value (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
