import Foundation

/// What the index phase learned about files no rule can touch, so the rewrite phase does not
/// read, decode and scan them a second time. A file is recorded only when none of the run's
/// rule triggers and no `modernize:` comment occurs in it; its generated-file marker is kept
/// so the report is the same as if the rewrite phase had read it.
///
/// The index phase reads each file moments before the rewrite phase would: a file edited in
/// between is judged on what the index read, so at worst it is left for the next run (never
/// half-edited: nothing is written for it).
final class TriggerPrescreen: @unchecked Sendable {
    struct Untriggered: Sendable { let generatedMarker: String? }

    /// The rules whose triggers were scanned; a file whose settings enable another rule is
    /// read again, since its triggers were not looked for.
    let ruleIDs: Set<String>
    private let lock = NSLock()
    private var untriggered: [String: Untriggered] = [:]

    init(ruleIDs: Set<String>) { self.ruleIDs = ruleIDs }

    func record(_ path: String, bytes: [UInt8]) {
        let entry = Untriggered(generatedMarker: GeneratedFileDetector.marker(in: bytes))
        lock.withLock { untriggered[path] = entry }
    }

    /// The entry for `path` when it was recorded and `rules` are all among the scanned ones.
    func untriggered(_ path: String, rules: [any Codemod]) -> Untriggered? {
        guard rules.allSatisfy({ ruleIDs.contains($0.id) }) else { return nil }
        return lock.withLock { untriggered[path] }
    }

    var count: Int { lock.withLock { untriggered.count } }
}
