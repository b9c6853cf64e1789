import Foundation

/// Results of earlier runs, so a repeated run (CI, an editor hook) does not parse what did not
/// change. Two kinds of entries, one file each, named by the hash of everything they depend on:
/// - a file's index facts: the tool build, what the rules asked the index to record, the
///   file's path and text;
/// - a file's migration result (edits, findings, new text): the tool build, the file's rules
///   and options, the rule ids suppression comments may name, its path and text, and the
///   fingerprint of the whole project index. Any change to a file the index read (a cell
///   class, a storyboard) therefore invalidates every result; coarse, but never stale.
/// An entry that cannot be read or decoded, or whose stored key differs, is ignored and
/// replaced; entries are written atomically, so a killed run leaves none half-written.
public final class ResultCache: @unchecked Sendable {
    static let formatVersion = 2

    public let directory: String
    private let toolIdentity: String
    private let lock = NSLock()
    private var counts = (hits: 0, misses: 0)

    /// `toolIdentity`: what distinguishes one build of the tool from another (see `identity`).
    public init(directory: String, toolIdentity: String) {
        self.directory = directory
        self.toolIdentity = toolIdentity
    }

    /// `$XDG_CACHE_HOME/swift-modernize/<hash of the roots>` (or `~/.cache/...`).
    public static func defaultDirectory(forRoots roots: [String]) -> String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        let absolute = roots.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.sorted()
        return base + "/swift-modernize/" + StableHash.of(absolute).prefix(16)
    }

    /// The version plus the running executable's size and modification time: a rebuilt tool
    /// (a changed rule) never reads results of the previous build.
    public static func identity(version: String) -> String {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        var info = stat()
        guard stat(executable, &info) == 0 else { return version + "/unknown-build-\(UUID())" }  // never reused
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return "\(version)/\(info.st_size)/\(modified.tv_sec).\(modified.tv_nsec)"
    }

    public var statistics: (hits: Int, misses: Int) { lock.withLock { counts } }

    // MARK: Keys

    func factsKey(path: String, text: String, interest: IndexInterest) -> String {
        StableHash.of([
            "facts", toolIdentity, path, text, interest.triggers.joined(separator: "\n"),
            interest.members.sorted().joined(separator: ","), interest.memberSuffixes.joined(separator: ","), interest.calls.sorted().joined(separator: ","),
            "\(interest.interfaceBuilder)", "\(interest.propertyLists)", "\(interest.supertypeChains)", "\(interest.typeHeaders)", "\(interest.projectedValues)", interest.typeReferences.sorted().joined(separator: ","), "\(interest.callGraph)", interest.callGraphSinks.sorted().joined(separator: ","),
        ])
    }

    /// A key for any other entry, distinguished by the tool build like the others.
    func key(_ parts: [String]) -> String { StableHash.of([toolIdentity] + parts) }

    func resultKey(path: String, text: String, rules: [any Codemod], options: RuleOptions, knownRuleIDs: Set<String>?, index: String) -> String {
        StableHash.of([
            "result", toolIdentity, path, text, rules.map(\.id).joined(separator: ","), options.minimumIOS.description, options.otherPlatformTarget ?? "-",
            options.includeReview.summary, knownRuleIDs.map { $0.sorted().joined(separator: ",") } ?? "-", index,
        ])
    }

    // MARK: Entries

    private struct Entry<Value: Codable>: Codable {
        let formatVersion: Int
        let key: String
        let value: Value
    }

    func load<Value: Codable>(_ type: Value.Type, key: String) -> Value? {
        let value: Value? = {
            guard let data = FileManager.default.contents(atPath: path(for: key)),
                  let entry = try? JSONDecoder().decode(Entry<Value>.self, from: data),
                  entry.formatVersion == Self.formatVersion, entry.key == key else { return nil }
            return entry.value
        }()
        lock.withLock { if value == nil { counts.misses += 1 } else { counts.hits += 1 } }
        return value
    }

    /// Best effort: a cache that cannot be written only costs time.
    func store<Value: Codable>(_ value: Value, key: String) {
        guard let data = try? JSONEncoder().encode(Entry(formatVersion: Self.formatVersion, key: key, value: value)) else { return }
        let target = path(for: key)
        try? FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? OutputFile.write(data, to: target, durable: false)
    }

    /// Two-level fan-out keeps directories small on large projects.
    private func path(for key: String) -> String {
        directory + "/" + key.prefix(2) + "/" + key.dropFirst(2)
    }
}
