import Foundation

/// Every file one `apply` wrote, with its bytes before and after, so the tree can be put back
/// exactly (`--verify` reverting a round, or restoring everything when it gives up).
///
/// A durable journal (`--verify`) also has each round's files on disk (`GroupJournal`, purpose
/// `verifyRound`) from before the first is written until the round is undone or accepted, so a
/// run killed during a build leaves nothing unverified that the next run does not roll back.
public final class WriteJournal: @unchecked Sendable {
    public struct Entry: Sendable {
        /// Where the file is on disk, and how the run names it.
        public let path: String
        public let displayPath: String
        /// The bytes before the run; nil: the run created the file.
        public let original: [UInt8]?
        public let written: [UInt8]
        /// For companion files: the change across files that wrote it (`BuildRejections`).
        public let unit: String?
    }

    /// Whether each round's writes are journaled on disk too.
    public let isDurable: Bool
    private let lock = NSLock()
    private var recorded: [Entry] = []
    private var onDisk: [GroupJournal.Active] = []
    private var onDiskPaths: [String] = []

    public init(durable: Bool = false) { isDurable = durable }

    public var entries: [Entry] { lock.withLock { recorded } }

    func recordReplacement(path: String, displayPath: String, original: [UInt8], written: [UInt8], unit: String? = nil) {
        lock.withLock { recorded.append(Entry(path: path, displayPath: displayPath, original: original, written: written, unit: unit)) }
    }

    func recordCreation(path: String, displayPath: String, written: [UInt8], unit: String) {
        lock.withLock { recorded.append(Entry(path: path, displayPath: displayPath, original: nil, written: written, unit: unit)) }
    }

    /// The on-disk journals of the round, written before its files (`MigrationRun.beginGroupJournal`).
    func keepOnDisk(_ journals: [GroupJournal.Active], paths: [String]) {
        lock.withLock {
            onDisk += journals
            onDiskPaths += paths
        }
    }

    /// The round is accepted (or undone): its files are made durable and its on-disk journals
    /// removed. Returns problems.
    public func finishOnDisk() -> [String] {
        let (journals, paths) = lock.withLock { () -> ([GroupJournal.Active], [String]) in
            defer { (onDisk, onDiskPaths) = ([], []) }
            return (onDisk, onDiskPaths)
        }
        return journals.compactMap { $0.finish(syncing: paths) }
    }

    /// Puts every recorded file back to its original bytes (created files are removed), each
    /// only if it still holds what the run wrote: a file someone changed meanwhile is left as
    /// it is and named in the returned problems. Entries restored are forgotten; once all are,
    /// the on-disk journal goes too (else it stays for the next run or `recover` to settle).
    public func restore() -> [String] {
        var problems: [String] = []
        var kept: [Entry] = []
        for entry in entries.reversed() {
            do {
                if let original = entry.original {
                    _ = try FileStore.writeAtomically(original, to: entry.path, replacing: entry.written)
                } else {
                    guard (try? FileStore.read(entry.path)) == entry.written else { throw FileWriteError.changedOnDisk(path: entry.path) }
                    guard unlink(entry.path) == 0 else {
                        throw FileWriteError.system(path: entry.path, operation: "removing the file", reason: String(cString: strerror(errno)))
                    }
                }
            } catch {
                problems.append("\(entry.displayPath): not restored: \(error)")
                kept.append(entry)
            }
        }
        lock.withLock { recorded = kept.reversed() }
        if problems.isEmpty { problems += finishOnDisk() }
        return problems
    }
}
