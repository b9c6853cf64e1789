import Foundation

/// What the index phase learned about each file's rule triggers, so the rewrite phase does not
/// scan them a second time:
/// - a file in which none of the run's rule triggers and no `modernize:` comment occurs is
///   recorded as untriggered, with its generated-file marker, so the rewrite phase does not
///   even read it (the report is the same as if it had);
/// - a file with a trigger is recorded with the rules whose triggers occur and the digest of
///   the bytes they were found in: the rewrite phase uses them only for the same bytes.
///
/// The index phase reads each file moments before the rewrite phase would: an untriggered file
/// edited in between is judged on what the index read, so at worst it is left for the next run
/// (never half-edited: nothing is written for it).
///
/// A run whose index inputs match a cached run restores this from the cache (`Snapshot`)
/// instead of scanning.
final class TriggerPrescreen: @unchecked Sendable {
    struct Untriggered: Sendable { let generatedMarker: String? }

    private struct Triggered: Sendable {
        let digest: String
        /// Per scanned rule (in `ruleIDs` order): do its triggers occur?
        let hits: [Bool]
        /// Per scanned rule: what its syntax says of its sites (`Codemod.siteScreen`, asked by
        /// the index phase of a clean parse of these bytes; `.none` for a rule not triggered
        /// here); nil when not parsed there.
        var screens: [SiteScreen]?
    }

    /// The rules whose triggers were scanned, in the run's order; a file whose settings enable
    /// another rule is read and scanned again.
    let ruleIDs: [String]
    private let scannedIDs: Set<String>
    /// Each scanned rule's position; nil when two rules share an id (tests), so rules cannot
    /// be told apart by id and triggered files are scanned again.
    private let positions: [String: Int]?
    private let lock = NSLock()
    private var untriggered: [String: Untriggered] = [:]
    private var triggered: [String: Triggered] = [:]

    init(ruleIDs: [String]) {
        self.ruleIDs = ruleIDs
        scannedIDs = Set(ruleIDs)
        let positions = Dictionary(ruleIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.positions = positions.count == ruleIDs.count ? positions : nil
    }

    func record(_ path: String, bytes: [UInt8]) {
        let entry = Untriggered(generatedMarker: GeneratedFileDetector.marker(in: bytes))
        lock.withLock { untriggered[path] = entry }
    }

    /// A file with at least one trigger: `hits` per scanned rule, found in bytes with `digest`.
    func recordTriggered(_ path: String, digest: String, hits: [Bool]) {
        lock.withLock { triggered[path] = Triggered(digest: digest, hits: hits) }
    }

    /// The entry for `path` when it was recorded and `rules` are all among the scanned ones.
    func untriggered(_ path: String, rules: [any Codemod]) -> Untriggered? {
        guard rules.allSatisfy({ scannedIDs.contains($0.id) }) else { return nil }
        return lock.withLock { untriggered[path] }
    }

    /// The rules among `rules` whose triggers occur in `path`, when it was scanned with these
    /// very bytes (`digest`) and all of `rules` were scanned; nil: scan it.
    func triggeredRules(_ path: String, digest: String, among rules: [any Codemod]) -> [any Codemod]? {
        guard let positions, let entry = lock.withLock({ triggered[path] }), entry.digest == digest else { return nil }
        var found: [any Codemod] = []
        for rule in rules {
            guard let position = positions[rule.id] else { return nil }
            if entry.hits[position] { found.append(rule) }
        }
        return found
    }

    /// What the index phase learned from a clean parse of a triggered file's very bytes.
    struct IndexLook: Sendable {
        /// The triggered rules whose syntax holds no site there (`Codemod.siteScreen`).
        var siteless: Set<String>
        /// The triggered rules whose sites there hang on a question to the complete index, by id.
        var questions: [String: @Sendable (ProjectIndex) -> Bool] = [:]

        /// `siteless`, with the rules whose question `index` answers no. Not with a build index:
        /// the analyses a question computes (and memoizes for the run) read the store through
        /// the file's `BuildIndexScope`, open only while rules run on a parsed file, so asked
        /// here they would be computed, and kept, without it. Those rules run instead.
        func siteless(given index: ProjectIndex) -> Set<String> {
            guard index.buildIndex == nil else { return siteless }
            return siteless.union(questions.filter { !$0.value(index) }.keys)
        }
    }

    /// Notes that the index phase parsed `path` cleanly (past `NestingScan`), and asks each rule
    /// triggered in it what the tree says of its sites, when `parsed` holds the very bytes the
    /// scan read; `rules` are the scanned ones, in the same order (`indexLook`).
    func recordCleanParse(_ path: String, parsed: ParsedSource, rules: [any Codemod]) {
        guard positions != nil, rules.map(\.id) == ruleIDs, let entry = lock.withLock({ triggered[path] }),
              StableHash.of(bytes: parsed.source.encoded(parsed.source.text)) == entry.digest else { return }
        let screens = zip(entry.hits, rules).map { hit, rule in hit ? rule.siteScreen(parsed) : .none }
        lock.withLock {
            guard triggered[path]?.digest == entry.digest else { return }
            triggered[path]?.screens = screens
        }
    }

    /// What the index phase learned of `path` from these very bytes (`digest`); nil when it did
    /// not parse them cleanly.
    func indexLook(_ path: String, digest: String) -> IndexLook? {
        guard let entry = lock.withLock({ triggered[path] }), entry.digest == digest, let screens = entry.screens else { return nil }
        var look = IndexLook(siteless: [])
        for (position, (id, screen)) in zip(ruleIDs, screens).enumerated() where entry.hits[position] {
            switch screen {
            case .none: look.siteless.insert(id)
            case .possible: break
            case .ifIndex(let question): look.questions[id] = question
            }
        }
        return look
    }

    var count: Int { lock.withLock { untriggered.count } }

    /// What a cached index summary keeps, by file position in the run's file list (the
    /// summary's key holds every path and digest in that order).
    struct Snapshot: Codable, Sendable {
        var untriggered: [Int] = []
        var generatedMarkers: [Int: String] = [:]
        /// Per triggered file, its hits as `0`/`1` per scanned rule.
        var triggered: [Int: String] = [:]
    }

    func snapshot(files: [SourceFile]) -> Snapshot {
        lock.withLock {
            var snapshot = Snapshot()
            for (position, file) in files.enumerated() {
                if let entry = untriggered[file.path] {
                    snapshot.untriggered.append(position)
                    if let marker = entry.generatedMarker { snapshot.generatedMarkers[position] = marker }
                } else if let entry = triggered[file.path] {
                    snapshot.triggered[position] = String(entry.hits.map { $0 ? "1" : "0" })
                }
            }
            return snapshot
        }
    }

    /// Fills an empty prescreen from a snapshot of a run over the same files and bytes
    /// (`digests`, in the files' order).
    func restore(_ snapshot: Snapshot, files: [SourceFile], digests: [String?]) {
        lock.withLock {
            for position in snapshot.untriggered where files.indices.contains(position) {
                untriggered[files[position].path] = Untriggered(generatedMarker: snapshot.generatedMarkers[position])
            }
            for (position, bits) in snapshot.triggered where files.indices.contains(position) && bits.utf8.count == ruleIDs.count {
                guard let digest = digests[position] else { continue }
                triggered[files[position].path] = Triggered(digest: digest, hits: bits.utf8.map { $0 == UInt8(ascii: "1") })
            }
        }
    }
}
