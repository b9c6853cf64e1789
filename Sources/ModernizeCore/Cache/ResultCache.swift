import Foundation

/// Results of earlier runs, so a repeated run (CI, an editor hook) does not parse what did not
/// change. Two kinds of entries, one file each, named by the hash of everything they depend on:
/// - a file's index facts: the tool build, what the rules asked the index to record, the
///   file's path and text;
/// - a file's migration result (edits, findings, new text): the tool build, the file's rules
///   and options, the rule ids suppression comments may name, its path and bytes' digest, and the
///   fingerprint of the whole project index. Any change to a file the index read (a cell
///   class, a storyboard) therefore invalidates every result; coarse, but never stale.
/// An entry that cannot be read or decoded, or whose stored key differs, is ignored and
/// replaced; entries are written atomically, so a killed run leaves none half-written.
///
/// Entries are authenticated: each file starts with an HMAC-SHA-256 of the rest under the
/// user's key (`CacheDirectory`), so an entry edited or planted by anyone without the key (the
/// text `apply` would write, say) fails the check and is a miss, counted in `rejected`.
public final class ResultCache: @unchecked Sendable {
    /// 4: `FunctionFacts.parameters` and `IndexedUse.receiverParameter` in the index facts.
    /// 6: `FunctionFacts.metatypeParameter` and `closureParameters`.
    /// 7: a protocol's associated types in `TypeFacts.genericParameters`.
    /// 9: entries in `BinaryEncoder`'s form instead of JSON.
    /// 10: a key table per entry and raw byte arrays in that form; a run memo's files and
    /// stamps packed.
    /// 11: reports write only their non-default fields; positions, line spans, deployment
    /// targets and outcomes are flat lists.
    static let formatVersion = 11

    public let directory: String
    private let toolIdentity: String
    private let authenticationKey: [UInt8]
    private let lock = NSLock()
    private var counts = (hits: 0, misses: 0)
    private var rejectedKeys: Set<String> = []

    /// `toolIdentity`: what distinguishes one build of the tool from another (see `identity`);
    /// `key`: the directory's key (`CacheDirectory.prepare`).
    public init(directory: String, toolIdentity: String, key: [UInt8]) {
        self.directory = directory
        self.toolIdentity = toolIdentity
        self.authenticationKey = key
    }

    /// The cache in `directory` after the ownership and permission checks; throws why not.
    public static func open(directory: String, toolIdentity: String) throws(CacheDirectory.Refusal) -> ResultCache {
        ResultCache(directory: directory, toolIdentity: toolIdentity, key: try CacheDirectory.prepare(directory))
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

    /// Entries that failed authentication (edited or not written with this user's key).
    public var rejected: Int { lock.withLock { rejectedKeys.count } }

    // MARK: Keys

    func factsKey(path: String, text: String, interest: IndexInterest) -> String {
        StableHash.of([
            "facts", toolIdentity, path, text, interest.triggers.joined(separator: "\n"),
            interest.members.sorted().joined(separator: ","), interest.memberSuffixes.joined(separator: ","), interest.calls.sorted().joined(separator: ","),
            "\(interest.interfaceBuilder)", "\(interest.propertyLists)", "\(interest.supertypeChains)", "\(interest.typeHeaders)", "\(interest.projectedValues)", interest.typeReferences.sorted().joined(separator: ","), "\(interest.callGraph)", interest.callGraphSinks.sorted().joined(separator: ","),
            // Each field changes what is recorded: a run with other rules must not read these facts.
            "\(interest.initializerCalls)", interest.receiverTypes.sorted().joined(separator: ","), "\(interest.parameters)",
            // The project's function names this file's recorded calls can depend on.
            interest.callGraphNames.map { DeclaredFunctionNames.occurring(in: text, among: $0).joined(separator: ",") } ?? "-",
        ])
    }

    /// A key for any other entry, distinguished by the tool build like the others.
    func key(_ parts: [String]) -> String { StableHash.of([toolIdentity] + parts) }

    /// `contentDigest`: `StableHash.of(bytes:)` of the file as read.
    func resultKey(path: String, contentDigest: String, rules: [any Codemod], options: RuleOptions, knownRuleIDs: Set<String>?, index: String) -> String {
        StableHash.of([
            "result", toolIdentity, path, contentDigest, rules.map(\.id).joined(separator: ","),
        ] + Self.keyParts(options) + [knownRuleIDs.map { $0.sorted().joined(separator: ",") } ?? "-", index])
    }

    /// What of the rule options a key holds: everything a rule may read of them.
    static func keyParts(_ options: RuleOptions) -> [String] {
        [
            options.minimumIOS.description, options.otherPlatformTarget ?? "-",
            options.otherPlatforms.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.minimum?.description ?? "?")@\($0.value.source)" }.joined(separator: ","),
            options.includeReview.summary, options.mainActorByDefault ?? "-",
        ]
    }

    // MARK: Entries

    private struct Entry<Value: Codable>: Codable {
        let formatVersion: Int
        let key: String
        let value: Value
    }

    /// The MAC: 64 hex digits and a newline, before the entry's bytes.
    private static let macLength = 65

    /// `countsMisses: false`: an entry that may well be absent (a run memo) counts only when found.
    func load<Value: Codable>(_ type: Value.Type, key: String, countsMisses: Bool = true) -> Value? {
        var rejected = false
        let value: Value? = {
            guard let bytes = try? FileStore.read(path(for: key)), bytes.count > Self.macLength else { return nil }
            let body = Array(bytes[Self.macLength...])
            guard Self.sameBytes(bytes[..<Self.macLength], Array((mac(body) + "\n").utf8)) else {
                rejected = true
                return nil
            }
            guard let entry = try? BinaryDecoder.decode(Entry<Value>.self, from: body),
                  entry.formatVersion == Self.formatVersion, entry.key == key else { return nil }
            return entry.value
        }()
        lock.withLock {
            if value != nil { counts.hits += 1 } else if countsMisses { counts.misses += 1 }
            if rejected { rejectedKeys.insert(key) }
        }
        return value
    }

    private func mac(_ body: [UInt8]) -> String { SHA256.hex(SHA256.hmac(key: authenticationKey, message: body)) }

    /// Compares in time independent of where they differ.
    private static func sameBytes(_ lhs: ArraySlice<UInt8>, _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Best effort: a cache that cannot be written only costs time.
    func store<Value: Codable>(_ value: Value, key: String) {
        guard let body = try? BinaryEncoder.encode(Entry(formatVersion: Self.formatVersion, key: key, value: value)) else { return }
        let target = path(for: key)
        mkdir((target as NSString).deletingLastPathComponent, 0o700)
        try? OutputFile.write(Data((mac(body) + "\n").utf8) + Data(body), to: target, durable: false)
    }

    /// Two-level fan-out keeps directories small on large projects.
    private func path(for key: String) -> String {
        directory + "/" + key.prefix(2) + "/" + key.dropFirst(2)
    }
}
