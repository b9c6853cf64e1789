import Foundation

/// Accepted sites (`--write-baseline FILE`, then `--baseline FILE`): a later run drops the
/// findings the baseline lists, so `--fail-on` only fails on new ones. An entry is keyed by
/// rule, path, the trimmed text of the reported line and the message's first clause, not by
/// line number, so edits elsewhere in the file do not invalidate it.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public let rule: String
        public let path: String
        public let line: String
        public let message: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.line, lhs.message) < (rhs.path, rhs.rule, rhs.line, rhs.message)
        }
    }

    public var version = 1
    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    public static func entry(for finding: Finding) -> Entry {
        // Messages may name positions (`at 14:9`) that move with edits: keep the part before
        // the first colon, which says what the site is.
        let message = finding.message.split(separator: ":", maxSplits: 1).first.map(String.init) ?? finding.message
        return Entry(rule: finding.ruleID, path: finding.path, line: finding.lineText, message: message)
    }

    public static func load(_ path: String) throws -> Baseline {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try JSONDecoder().decode(Baseline.self, from: data)
    }

    public func rendered() -> String { ReportEncoding.encode(self) }
}

extension RunReport {
    /// Entries for every finding not about an applied rewrite.
    public var baseline: Baseline {
        Baseline(entries: Array(Set(findings.filter { !$0.applied }.map(Baseline.entry(for:)))))
    }

    /// Drops the findings a baseline accepts; returns how many were dropped.
    public mutating func apply(_ baseline: Baseline) -> Int {
        let accepted = Set(baseline.entries)
        var dropped = 0
        for index in files.indices where !files[index].findings.isEmpty {
            let before = files[index].findings.count
            files[index].findings.removeAll { !$0.applied && accepted.contains(Baseline.entry(for: $0)) }
            dropped += before - files[index].findings.count
        }
        return dropped
    }
}
