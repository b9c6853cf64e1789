import Foundation

/// A SARIF 2.1.0 log (the format GitHub code scanning reads): one run whose driver lists the
/// enabled rules from the deprecation table; one result per site (`SiteResult`): its anchor,
/// its extent as the region, its level, its kind and tier as properties, a
/// `partialFingerprints` entry that survives line moves, and for a pending rewrite a `fix`
/// holding all of the site's edits.
///
/// Columns are the engine's: UTF-8 bytes, as the compiler counts them, which equals SARIF's
/// default UTF-16 count on lines that are ASCII up to the site.
public struct SARIFReport: Sendable {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key: a hash of the rule and the anchor line's normalized text,
    /// then `:occurrence` (as GitHub's `primaryLocationLineHash`).
    public static let fingerprintKey = "modernizeSiteHash/v1"

    public let log: SARIFLog

    /// `baseDirectory`: the absolute directory result paths are relative to (SRCROOT).
    public init(_ report: RunReport, metadata: ReportMetadata, baseDirectory: String) {
        let rows = metadata.rules
        let index = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var results: [SARIFLog.Result] = []
        for site in report.siteResults(dryRun: metadata.dryRun) {
            let uri = Self.uri(site.path)
            let row = rows.first { $0.id == site.ruleID }
            var text = site.message(row)
            if site.kind == .review || site.kind == .finding, let code = site.wouldBeCode { text += "\nSuggested:\n" + code }
            var fixes: [SARIFLog.Fix]?
            if site.kind == .pending, site.pass == 1, !site.edits.isEmpty {
                fixes = [SARIFLog.Fix(
                    description: .init(text: site.wouldBeCode.map { "Replace with:\n\($0)" } ?? "Apply the rewrite"),
                    artifactChanges: [.init(
                        artifactLocation: .init(uri: uri),
                        replacements: site.edits.map {
                            .init(deletedRegion: SARIFLog.Region($0.start, $0.end), insertedContent: .init(text: $0.replacement))
                        })])]
            }
            results.append(SARIFLog.Result(
                ruleId: site.ruleID, ruleIndex: index[site.ruleID], level: Self.level(site.severity),
                message: .init(text: text), locations: [.init(uri: uri, region: SARIFLog.Region(site.start, site.end))], fixes: fixes,
                partialFingerprints: [Self.fingerprintKey: site.partialFingerprint],
                properties: .init(kind: site.kind.rawValue, tier: site.tier.rawValue)))
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
            defaultConfiguration: .init(level: "warning"),
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
            // An end before the start (a nested site mapped back) would be invalid: leave it out.
            guard let end, end >= start else { return }
            endLine = end.line
            endColumn = end.column
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
        public var partialFingerprints: [String: String]?
        public var properties: ResultProperties?
    }
    /// The site's outcome: `kind` (pending, applied, review, finding) and `tier` (safe, review, finding).
    public struct ResultProperties: Codable, Sendable {
        public var kind: String
        public var tier: String
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
