import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the journal a killed `apply` left in a tree (`GroupJournal`) and rolls its changes
/// across files back to the bytes before that run.
///
/// Rolled back rather than finished, although the journal holds every new file: the killed run
/// never reported (its findings, notes and warnings were lost with it), and the original bytes
/// are the one state the user is known to have had. The next `apply` computes the change again
/// and writes it whole.
///
/// The journal is input like any other, and it sits in a tree that may come from anywhere (a
/// clone of a repository that commits one). It is trusted only when this user's modernize wrote
/// it on this machine for this tree: its manifest's authentication checks under the user's key
/// (`JournalKey`), git does not track it, and every file it names is a Swift file or a property
/// list inside the tree, outside `.git`. Anything else is refused with an error naming it, and
/// nothing is written or removed; so is a manifest that cannot be read, a backup whose SHA-256
/// does not match, a path that is absolute, has `..`, or goes through a symbolic link, a
/// journal directory that is a link or that others may write. So is a file that holds neither
/// its old nor its new bytes (edited since): the journal is then kept for the user to settle.
public enum GroupJournalRecovery {
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        public let root: String
        public let message: String
        public var description: String { "\(FileDiscovery.displayPath(root + "/" + GroupJournal.directoryName)): \(message)" }
    }

    /// What a run found and did: `warnings` (a group rolled back), `notes` (leftovers removed).
    public struct Outcome: Sendable {
        public var warnings: [String] = []
        public var notes: [String] = []
    }

    /// Whether `root` holds a journal (an interrupted change across files, or a run writing one now).
    public static func hasJournal(in root: String) -> Bool {
        var info = stat()
        return lstat(root + "/" + GroupJournal.directoryName, &info) == 0
    }

    /// The message for a command that does not write (`diff`): the tree holds part of a change,
    /// or a journal modernize does not trust (then: why).
    public static func pendingMessage(root: String) -> String {
        let shown = FileDiscovery.displayPath(root)
        let manifest: GroupJournal.Manifest?
        do { manifest = try load(root: root).manifest } catch { return error.description }
        let groups = (manifest?.groups.map(\.key).joined(separator: ", ")).map { $0.isEmpty ? "" : " (\($0))" } ?? ""
        let what = manifest?.purpose == .verifyRound ? "while a `--verify` build checked its rewrites" : "while writing a change across files"
        return "\(FileDiscovery.displayPath(root + "/" + GroupJournal.directoryName)): an earlier `modernize apply` was killed \(what)\(groups), "
            + "so the tree may hold part of it; run `modernize recover \(shown)` to roll it back (`modernize apply` does so first), then run this again"
    }

    /// Rolls back the journal in `root`, if there is one, and removes leftovers of journals
    /// that were being assembled. The caller holds the tree's lock.
    public static func recover(root: String) throws(Refusal) -> Outcome {
        var outcome = Outcome()
        outcome.notes = removeStaleTemporaries(in: root)
        guard hasJournal(in: root) else { return outcome }
        let (manifest, directory) = try load(root: root)
        guard let manifest else {
            // The manifest goes first when a finished journal is removed: the rest is a leftover,
            // removed only when it carries this user's mark (or is empty).
            guard GroupJournal.isOwned(directory, root: root) || isEmptyDirectory(directory) else {
                throw Refusal(root: root, message: "has no journal.json and was not left by modernize on this machine; \(Self.untouched)")
            }
            if let problem = GroupJournal.remove(directory) { throw Refusal(root: root, message: problem) }
            outcome.notes.append("\(FileDiscovery.displayPath(directory)): removed what a finished run left of its journal")
            return outcome
        }
        let killed = manifest.purpose == .verifyRound
            ? "an earlier `modernize apply --verify` was killed while a build checked its rewrites"
            : "an earlier `modernize apply` was killed while writing a change across files"
        let backups = try readBackups(in: directory, root: root)
        var targets: [(entry: GroupJournal.Entry, path: String, original: [UInt8]?, written: [UInt8], current: [UInt8]?)] = []
        for entry in manifest.entries {
            let path = try target(entry.path, root: root, creates: entry.original == nil)
            let written = try slice(entry.written, of: backups, root: root)
            let original = try entry.original.map { backup throws(Refusal) in try slice(backup, of: backups, root: root) }
            targets.append((entry, path, original, written, try current(path, root: root)))
        }
        let conflicts = targets.filter { $0.current != $0.written && $0.current != $0.original }
        if !conflicts.isEmpty {
            let names = conflicts.map { FileDiscovery.displayPath($0.path) }.joined(separator: ", ")
            throw Refusal(root: root, message: "\(killed), and \(names) "
                + "changed since (neither its bytes before that run nor the new ones): nothing was rolled back. The bytes before that run are "
                + "in the `backups` file of this directory (journal.json gives each file's offset and length); put back what you want, then remove the directory")
        }
        var restored: [String] = []
        var removed: [String] = []
        var problems: [String] = []
        for target in targets where target.current == target.written {
            let shown = FileDiscovery.displayPath(target.path)
            do throws(FileWriteError) {
                if let original = target.original {
                    _ = try FileStore.writeAtomically(original, to: target.path, replacing: target.written)
                    restored.append(shown)
                } else {
                    guard unlink(target.path) == 0 else {
                        throw .system(path: shown, operation: "removing the file", reason: String(cString: strerror(errno)))
                    }
                    removed.append(shown)
                }
            } catch {
                problems.append(error.description)
            }
        }
        if !problems.isEmpty {
            throw Refusal(root: root, message: "rolling back an interrupted change across files failed: \(problems.joined(separator: "; ")); "
                + "the journal is kept: run again once the files can be written")
        }
        let groups = manifest.groups.map { group in
            let files = targets.filter { $0.entry.groups.contains(group.key) }.map { FileDiscovery.displayPath($0.path) }
            return "\(group.key) (\(files.joined(separator: ", ")))"
        }
        var done: [String] = []
        if !restored.isEmpty { done.append("\(restored.joined(separator: ", ")) \(restored.count == 1 ? "was" : "were") restored to the bytes from before that run") }
        if !removed.isEmpty { done.append("\(removed.joined(separator: ", ")), created by it, \(removed.count == 1 ? "was" : "were") removed") }
        let action = done.isEmpty ? "none of its files had been written yet" : "rolled back: " + done.joined(separator: "; ")
        if manifest.purpose == .verifyRound {
            // Its rewrites were never accepted by the build: none is kept.
            outcome.warnings.append("\(FileDiscovery.displayPath(root)): \(killed), before the build accepted them; \(action); "
                + "run `modernize apply --verify ...` again to verify and apply them")
        } else {
            let plural = groups.count == 1 ? "a change across files" : "\(groups.count) changes across files"
            outcome.warnings.append("\(FileDiscovery.displayPath(root)): an earlier `modernize apply` was killed while writing \(plural): "
                + "\(groups.joined(separator: "; ")); \(action); run `modernize apply` to apply \(groups.count == 1 ? "it" : "them") whole")
        }
        if let problem = GroupJournal.remove(directory) { outcome.warnings.append(problem) }
        return outcome
    }

    /// The manifest (nil: none, a finished journal's leftover) after checking the directory.
    static func load(root: String) throws(Refusal) -> (manifest: GroupJournal.Manifest?, directory: String) {
        let directory = root + "/" + GroupJournal.directoryName
        var info = stat()
        guard lstat(directory, &info) == 0 else { throw Refusal(root: root, message: "cannot be read: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(root: root, message: "is not a directory (a symbolic link or a file): modernize did not write it and will not follow it; remove it")
        }
        guard info.st_uid == geteuid(), info.st_mode & 0o022 == 0 else {
            throw Refusal(root: root, message: "is not yours or others may write it: modernize does not trust it; check it and remove it")
        }
        let manifestPath = directory + "/" + GroupJournal.manifestName
        if lstat(manifestPath, &info) != 0, errno == ENOENT { return (nil, directory) }
        let bytes: [UInt8]
        do { bytes = try FileStore.read(manifestPath) } catch {
            throw Refusal(root: root, message: "is corrupt (journal.json: \(error.description)); \(Self.settleByHand)")
        }
        struct Version: Decodable { var formatVersion: Int }
        if let version = try? JSONDecoder().decode(Version.self, from: Data(bytes)), version.formatVersion != GroupJournal.Manifest.currentFormatVersion {
            throw Refusal(root: root, message: "is not in the format this modernize writes (format \(version.formatVersion)); \(Self.untouched)")
        }
        guard let manifest = try? JSONDecoder().decode(GroupJournal.Manifest.self, from: Data(bytes)) else {
            throw Refusal(root: root, message: "is corrupt (journal.json is not a journal this modernize writes); \(Self.untouched)")
        }
        try checkWrittenHere(manifest, root: root)
        return (manifest, directory)
    }

    /// Refuses a journal this user's modernize did not write on this machine for this tree: one
    /// whose authentication fails (a journal committed to a repository, copied from another tree
    /// or machine, or edited), or one git tracks.
    private static func checkWrittenHere(_ manifest: GroupJournal.Manifest, root: String) throws(Refusal) {
        let key: [UInt8]
        do { key = try JournalKey.load() } catch {
            throw Refusal(root: root, message: "cannot be checked without this user's journal key (\(error.description)); \(untouched)")
        }
        let expected = JournalKey.authentication(of: manifest.authenticatedBytes, purpose: "journal", root: root, key: key)
        guard let expected, constantTimeEqual(Array(expected.utf8), Array(manifest.authentication.utf8)) else {
            throw Refusal(root: root, message: "was not written by modernize on this machine for this tree (its authentication "
                + "does not check: a journal committed to the repository, copied from elsewhere, or edited); \(untouched)")
        }
        if GitTracking.tracks(GroupJournal.directoryName, in: root) {
            throw Refusal(root: root, message: "is tracked by git, so it came with the repository, not from a run on this machine; \(untouched)")
        }
    }

    private static func constantTimeEqual(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        return zip(first, second).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    static let settleByHand = "nothing was rolled back. The files it names may hold part of a change across files: "
        + "compare them with the bytes before that run in its `backups` file (journal.json gives each file's offset and length), then remove the directory"

    /// For a journal modernize does not trust.
    static let untouched = "modernize does not trust it: nothing was rolled back, written or removed. Check what it is, then remove it "
        + "(`rm -r \(GroupJournal.directoryName)`) and run again"

    /// The file a journal entry names, checked to be inside `root`: a relative path without
    /// `.`, `..` or empty components, none of them `.git` or the journal, each directory on
    /// the way a real directory (not a link), and a kind of file modernize writes: Swift source
    /// or a property list (`Info.plist`); only a Swift file can be one it created.
    static func target(_ relative: String, root: String, creates: Bool = false) throws(Refusal) -> String {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !components.isEmpty, !relative.contains("\0"),
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw Refusal(root: root, message: "names a file outside the tree (\(relative.debugDescription)); refused, nothing was written. \(settleByHand)")
        }
        let reserved = [".git", GroupJournal.directoryName]
        if components.contains(where: { component in reserved.contains { $0.caseInsensitiveCompare(component) == .orderedSame } }) {
            throw Refusal(root: root, message: "names \(relative.debugDescription), inside `.git` or the journal, which modernize never writes; \(untouched)")
        }
        let name = components.last!.lowercased()
        guard name.hasSuffix(".swift") || (!creates && name.hasSuffix(".plist")) else {
            throw Refusal(root: root, message: "names \(relative.debugDescription), which is not a file modernize \(creates ? "creates" : "writes") "
                + "(\(creates ? "Swift source" : "Swift source or an Info.plist")); \(untouched)")
        }
        var path = root
        for component in components.dropLast() {
            path += "/" + component
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw Refusal(root: root, message: "names \(relative.debugDescription), which goes through something that is not a directory "
                    + "(a symbolic link?); refused, nothing was written. \(settleByHand)")
            }
        }
        return path + "/" + components.last!
    }

    /// The backups file, read without following a link.
    private static func readBackups(in directory: String, root: String) throws(Refusal) -> [UInt8] {
        do { return try FileStore.read(directory + "/" + GroupJournal.backupsName) } catch {
            throw Refusal(root: root, message: "is corrupt (its backups cannot be read: \(error.description)); \(settleByHand)")
        }
    }

    /// One backup's bytes, checked to lie inside the file and against its SHA-256.
    private static func slice(_ backup: GroupJournal.Backup, of backups: [UInt8], root: String) throws(Refusal) -> [UInt8] {
        guard backup.offset >= 0, backup.length >= 0, backup.offset <= backups.count, backup.length <= backups.count - backup.offset else {
            throw Refusal(root: root, message: "is corrupt (a backup lies outside its backups file); \(settleByHand)")
        }
        let bytes = Array(backups[backup.offset..<(backup.offset + backup.length)])
        guard SHA256.hex(SHA256.hash(bytes)) == backup.sha256 else {
            throw Refusal(root: root, message: "is corrupt (a backup does not match its checksum in journal.json); \(settleByHand)")
        }
        return bytes
    }

    private static func isEmptyDirectory(_ path: String) -> Bool {
        (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true
    }

    /// The file's bytes now; nil when it does not exist. Anything but a regular file is refused.
    private static func current(_ path: String, root: String) throws(Refusal) -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFREG, let bytes = try? FileStore.read(path) else {
            throw Refusal(root: root, message: "names \(FileDiscovery.displayPath(path)), which is no longer a regular file it can read; "
                + "refused, nothing was written. \(settleByHand)")
        }
        return bytes
    }

    /// Journals a killed run was still assembling (their process is gone): never used, removed.
    private static func removeStaleTemporaries(in root: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var notes: [String] = []
        for name in names where name.hasPrefix(GroupJournal.temporaryPrefix) {
            let pid = pid_t(name.dropFirst(GroupJournal.temporaryPrefix.count).prefix { $0.isNumber })
            if let pid, FileStore.isRunning(pid) { continue }
            let path = root + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else { continue }
            // A directory of that name this tool did not make (a repository can ship one) is left.
            guard GroupJournal.isOwned(path, root: root) || isEmptyDirectory(path) else {
                notes.append("\(FileDiscovery.displayPath(path)): left as it is: named like a journal being written, but not made by modernize on this machine")
                continue
            }
            if GroupJournal.remove(path) == nil { notes.append("\(FileDiscovery.displayPath(path)): removed a journal an interrupted run was writing") }
        }
        return notes
    }
}
