import Foundation

/// A SARIF 2.1.0 log (the format GitHub code scanning reads): one run whose driver lists the
/// enabled rules from the deprecation table; one result per applied edit (with a `fix` holding
/// the replacement) and per finding.
///
/// Columns are the engine's: UTF-8 bytes, as the compiler counts them, which equals SARIF's
/// default UTF-16 count on lines that are ASCII up to the site.
public struct SARIFReport: Sendable {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public let log: SARIFLog

    /// `baseDirectory`: the absolute directory result paths are relative to (SRCROOT).
    public init(_ report: RunReport, metadata: ReportMetadata, baseDirectory: String) {
        let rows = metadata.rules
        let index = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.id, $0) })
        var results: [SARIFLog.Result] = []
        for file in report.files.sorted(by: { $0.path < $1.path }) {
            let uri = Self.uri(file.path)
            var fileResults: [(SourcePosition, SARIFLog.Result)] = []
            for edit in file.edits {
                let row = rows.first { $0.id == edit.ruleID }
                let region = SARIFLog.Region(edit.start, edit.end)
                let verb = metadata.command == "apply" ? "rewritten" : "can be rewritten"
                var message = "\(row.map { "\($0.legacy) -> \($0.modern)" } ?? edit.ruleID): \(verb) (\(edit.tier.rawValue))"
                var fixes: [SARIFLog.Fix]?
                if edit.pass == 1 {
                    fixes = [SARIFLog.Fix(
                        description: .init(text: "Replace with `\(edit.replacement)`"),
                        artifactChanges: [.init(
                            artifactLocation: .init(uri: uri),
                            replacements: [.init(deletedRegion: region, insertedContent: .init(text: edit.replacement))])])]
                } else {
                    message += " (nested rewrite; applies after the rewrite it sits in)"
                }
                fileResults.append((edit.start, SARIFLog.Result(
                    ruleId: edit.ruleID, ruleIndex: index[edit.ruleID], level: edit.tier == .safe ? "note" : "warning",
                    message: .init(text: message), locations: [.init(uri: uri, region: region)], fixes: fixes)))
            }
            for finding in file.findings {
                var text = finding.message
                if let suggestion = finding.suggestion { text += "\nSuggested:\n" + suggestion }
                let region = SARIFLog.Region(finding.position, nil)
                fileResults.append((finding.position, SARIFLog.Result(
                    ruleId: finding.ruleID, ruleIndex: index[finding.ruleID], level: Self.level(finding.severity),
                    message: .init(text: text), locations: [.init(uri: uri, region: region)], fixes: nil)))
            }
            results += fileResults.sorted { ($0.0, $0.1.ruleId, $0.1.message.text) < ($1.0, $1.1.ruleId, $1.1.message.text) }.map(\.1)
        }
        let driver = SARIFLog.Driver(
            name: metadata.toolName, version: metadata.toolVersion,
            rules: rows.map(Self.descriptor))
        let base = URL(fileURLWithPath: baseDirectory, isDirectory: true).absoluteString
        log = SARIFLog(
            schema: Self.schema, version: "2.1.0",
            runs: [.init(
                tool: .init(driver: driver), originalUriBaseIds: ["SRCROOT": .init(uri: base, uriBaseId: nil)], results: results,
                invocations: [SARIFLog.invocation(report)])])
    }

    public func rendered() -> String { ReportEncoding.encode(log) }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .info: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }

    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    static func descriptor(_ row: RuleDescription) -> SARIFLog.ReportingDescriptor {
        let help = "Before: \(row.legacy)\nAfter: \(row.modern)\nSince iOS \(row.since); outcomes: \(row.tierLabel).\n\(row.rationale)"
        let markdown = "**Before:** `\(row.legacy)`\n\n**After:** `\(row.modern)`\n\nSince iOS \(row.since); outcomes: \(row.tierLabel).\n\n\(row.rationale)"
        return .init(
            id: row.id, name: row.id,
            shortDescription: .init(text: "\(row.legacy) -> \(row.modern)"),
            fullDescription: .init(text: row.rationale),
            help: .init(text: help, markdown: markdown),
            defaultConfiguration: .init(level: row.safety == .automatic ? "note" : "warning"),
            properties: .init(since: "iOS \(row.since)", safety: row.tierLabel, tags: ["modernization", "ios"]))
    }
}

/// The subset of the SARIF 2.1.0 object model the tool writes.
public struct SARIFLog: Codable, Sendable {
    public struct Message: Codable, Sendable { public var text: String }
    public struct MultiformatMessage: Codable, Sendable {
        public var text: String
        public var markdown: String?
    }
    public struct Configuration: Codable, Sendable { public var level: String }
    public struct RuleProperties: Codable, Sendable {
        public var since: String
        public var safety: String
        public var tags: [String]
    }
    public struct ReportingDescriptor: Codable, Sendable {
        public var id: String
        public var name: String
        public var shortDescription: Message
        public var fullDescription: Message
        public var help: MultiformatMessage
        public var defaultConfiguration: Configuration
        public var properties: RuleProperties
    }
    public struct Driver: Codable, Sendable {
        public var name: String
        public var version: String
        public var rules: [ReportingDescriptor]
    }
    public struct Tool: Codable, Sendable { public var driver: Driver }
    public struct ArtifactLocation: Codable, Sendable {
        public var uri: String
        public var uriBaseId: String? = "SRCROOT"
    }
    public struct Region: Codable, Sendable {
        public var startLine: Int
        public var startColumn: Int
        public var endLine: Int?
        public var endColumn: Int?

        init(_ start: SourcePosition, _ end: SourcePosition?) {
            startLine = start.line
            startColumn = start.column
            endLine = end?.line
            endColumn = end?.column
        }
    }
    public struct PhysicalLocation: Codable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var region: Region
    }
    public struct Location: Codable, Sendable {
        public var physicalLocation: PhysicalLocation

        init(uri: String, region: Region) {
            physicalLocation = PhysicalLocation(artifactLocation: ArtifactLocation(uri: uri), region: region)
        }
    }
    public struct Replacement: Codable, Sendable {
        public var deletedRegion: Region
        public var insertedContent: Message
    }
    public struct ArtifactChange: Codable, Sendable {
        public var artifactLocation: ArtifactLocation
        public var replacements: [Replacement]
    }
    public struct Fix: Codable, Sendable {
        public var description: Message
        public var artifactChanges: [ArtifactChange]
    }
    public struct Result: Codable, Sendable {
        public var ruleId: String
        public var ruleIndex: Int?
        public var level: String
        public var message: Message
        public var locations: [Location]
        public var fixes: [Fix]?
    }
    public struct Run: Codable, Sendable {
        public var tool: Tool
        public var originalUriBaseIds: [String: ArtifactLocation]
        public var results: [Result]
        public var invocations: [Invocation]
    }

    public var schema: String
    public var version: String
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version
        case runs
    }
}
