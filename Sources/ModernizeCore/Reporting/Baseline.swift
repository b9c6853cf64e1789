import Foundation

/// Accepted sites (`--write-baseline FILE`, then `--baseline FILE`): a later run leaves out the
/// sites the baseline lists (findings, review rewrites not applied, and in `diff` pending
/// rewrites), so only new ones are reported and count for the exit status.
///
/// An entry is the rule, the path and a fingerprint of the site's anchor line (its text with
/// blanks collapsed, hashed with the rule), never a line number: edits elsewhere in the file,
/// re-indentation and moved code keep it. Identical lines count: a baseline listing one
/// `DispatchQueue.main.async {` accepts one such site in that file, and a second is new.
/// Version 1 files (findings only, with a message) are still read, matched by their line text.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public let rule: String
        public let path: String
        /// `SiteResult.fingerprint`; absent in version 1 files (computed from `line`).
        public let fingerprint: String?
        /// The anchor line's trimmed text, for people reading the file.
        public let line: String
        /// Version 1 only.
        public let message: String?

        public init(rule: String, path: String, fingerprint: String?, line: String, message: String? = nil) {
            (self.rule, self.path, self.fingerprint, self.line, self.message) = (rule, path, fingerprint, line, message)
        }

        var matchKey: String { "\(rule)\n\(path)\n\(fingerprint ?? SiteResult.fingerprint(rule: rule, lineText: line))" }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.line, lhs.fingerprint ?? "", lhs.message ?? "") < (rhs.path, rhs.rule, rhs.line, rhs.fingerprint ?? "", rhs.message ?? "")
        }
    }

    public var version = 2
    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    /// The sites a run leaves (applied rewrites are not left).
    public init(_ results: [SiteResult]) {
        self.init(entries: results.filter(\.isLeft).map {
            Entry(rule: $0.ruleID, path: $0.path, fingerprint: $0.fingerprint, line: $0.lineText)
        })
    }

    public static func load(_ path: String) throws -> Baseline {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(Baseline.self, from: data)
    }

    public func rendered() -> String { ReportEncoding.encode(self) }

    /// A matcher that accepts as many sites per rule, path and fingerprint as the baseline
    /// lists, in the order it is asked (position order).
    public func matcher() -> Matcher { Matcher(entries) }

    public final class Matcher {
        private var remaining: [String: Int] = [:]

        init(_ entries: [Entry]) {
            for entry in entries { remaining[entry.matchKey, default: 0] += 1 }
        }

        public func accepts(_ result: SiteResult) -> Bool {
            guard result.isLeft else { return false }
            let key = "\(result.ruleID)\n\(result.path)\n\(result.fingerprint)"
            guard let count = remaining[key], count > 0 else { return false }
            remaining[key] = count - 1
            return true
        }
    }
}
