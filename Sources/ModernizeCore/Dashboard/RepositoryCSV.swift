import Foundation

/// The per-repository table as CSV, for a spreadsheet. The page carries it as a `data:` link
/// with a `download` name, not as a file beside it: the page stays one file that works from
/// disk or a CI artifact, and `report` writes nothing it was not asked to.
enum RepositoryCSV {
    static let fileName = "modernize-repositories.csv"

    static let header = [
        "repository", "batch name", "path", "status", "commit", "files scanned", "files with changes", "safe left", "review left",
        "findings left", "suppressed", "left", "sites counted", "sites rewritable", "percent done", "left in run 1",
    ]

    /// RFC 4180: comma-separated, CRLF line ends, fields quoted when they need it.
    static func text(_ summary: Dashboard.Summary) -> String {
        let first = summary.runs.first!
        var rows = [header]
        for repository in summary.latest.repositories {
            let left = repository.left
            rows.append([
                repository.displayName, repository.name, repository.path, repository.status, repository.commit,
                "\(repository.filesScanned)", "\(repository.filesChanged)", "\(left.safe)", "\(left.review)", "\(left.finding)",
                "\(left.suppressed)", "\(left.total)", "\(repository.sitesCounted)", "\(repository.sitesRewritable)",
                repository.percentDone.map { String(format: "%.1f", $0) } ?? "",
                first.repositories[repository.name].map { "\($0.total)" } ?? "",
            ])
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// The CSV as the target of a link.
    static func dataURL(_ summary: Dashboard.Summary) -> String {
        let allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(0x80)))
            .union(CharacterSet(charactersIn: "-_.~"))
        return "data:text/csv;charset=utf-8," + (text(summary).addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }

    static func field(_ value: String) -> String {
        // A spreadsheet runs a cell that starts with = + - @ as a formula; a path or name read
        // from the batch must stay text (OWASP's advice: a leading apostrophe).
        var text = ControlCharacters.escaped(value)
        if let first = text.unicodeScalars.first, "=+-@".unicodeScalars.contains(first), Double(text) == nil { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
