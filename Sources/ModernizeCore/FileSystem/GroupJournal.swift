import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `apply` is about to write, kept on disk until it is safe to forget: for a change across
/// files, until the last file is written (issue 31 item 13); for a `--verify` round, until the
/// build has accepted the round or the round is undone (issue 43 item 5). A process killed in
/// between leaves this journal, and the next run over the tree rolls it back
/// (`GroupJournalRecovery`).
///
/// Layout, in the tree's root (the directory `TreeLock` locks):
///
///     .modernize-journal/
///         journal.json      the manifest: what it is for, the groups, and per file its path
///                           relative to the root and where its bytes before and after are in
///                           `backups` (offset, length, SHA-256); authenticated (`JournalKey`)
///         backups           every file's bytes before the run, then after, one after another
///         owner             proof that this user's modernize made this directory (`ownerMark`)
///
/// The directory is assembled under a temporary name and renamed into place, so a journal is
/// there whole or not at all; it is removed manifest first once it is no longer needed. The
/// backups are one file so that making the journal durable costs two `fsync`s, not two per
/// file (2,002 files took 36 s).
public enum GroupJournal {
    public static let directoryName = ".modernize-journal"
    static let manifestName = "journal.json"
    static let backupsName = "backups"
    /// The authentication of the directory itself (`ownerMark`), written first and removed
    /// last, so that only this tool's journals and leftovers are ever removed: a repository can
    /// ship a directory with either name too.
    static let ownerName = "owner"
    /// Prefix of a journal being assembled: a killed run's leftover is removed by the next.
    static let temporaryPrefix = ".modernize-journal.tmp-"

    /// Why the journal was written: decides how its rollback is told.
    public enum Purpose: String, Codable, Sendable {
        /// The files of changes across files, before the first is written.
        case changeAcrossFiles = "change-across-files"
        /// Every file an `apply --verify` round writes, until its build is judged.
        case verifyRound = "verify-round"
    }

    /// One file: where it is and its bytes before and after.
    public struct Member: Sendable {
        public let path: String
        public let displayPath: String
        /// nil: the run creates the file.
        public let original: [UInt8]?
        public let written: [UInt8]
        /// `GroupPart.key`s of the groups the file takes part in (empty in a verify round's
        /// journal for a file of no group).
        public let groups: [String]

        public init(path: String, displayPath: String, original: [UInt8]?, written: [UInt8], groups: [String]) {
            self.path = path
            self.displayPath = displayPath
            self.original = original
            self.written = written
            self.groups = groups
        }
    }

    struct Manifest: Codable {
        static let currentFormatVersion = 2

        var formatVersion = currentFormatVersion
        var tool = "swift-modernize"
        var purpose: Purpose
        var processID: Int32
        var groups: [Group]
        var entries: [Entry]
        /// HMAC-SHA-256 (`JournalKey`) of this manifest encoded with this field empty, bound to
        /// the tree: a journal this user's modernize did not write for this tree has none that checks.
        var authentication = ""

        /// The bytes the authentication covers.
        var authenticatedBytes: [UInt8] {
            var unsigned = self
            unsigned.authentication = ""
            return Array(ReportEncoding.encode(unsigned).utf8)
        }
    }

    struct Group: Codable {
        var key: String
        /// Every member, as the run named it (for the message after a rollback).
        var files: [String]
    }

    struct Entry: Codable {
        /// Relative to the journal's root, never `..` or absolute (checked on read).
        var path: String
        var displayPath: String
        /// Where the bytes before the run are in `backups`; nil: the run creates the file.
        var original: Backup?
        var written: Backup
        var groups: [String]
    }

    /// A slice of the `backups` file.
    struct Backup: Codable {
        var offset: Int
        var length: Int
        var sha256: String
    }

    /// A journal on disk for the writes in progress; `finish` removes it.
    public struct Active: Sendable {
        public let root: String
        var directory: String { root + "/" + GroupJournal.directoryName }

        /// Makes the files written under the journal durable (`paths`: they were written without
        /// their own `fsync`), then removes the journal (the manifest first: without it the rest
        /// is a leftover). Returns a problem to report, or nil.
        public func finish(syncing paths: [String] = []) -> String? {
            FileDurability.sync(paths)
            return GroupJournal.remove(directory)
        }
    }

    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public let root: String
        public let reason: String
        public var description: String { "\(FileDiscovery.displayPath(root))/\(GroupJournal.directoryName): \(reason)" }
    }

    /// Writes the journal for `members` (every path inside `root`) in `root`.
    public static func begin(root: String, members: [Member], purpose: Purpose = .changeAcrossFiles) throws(WriteError) -> Active {
        let final = root + "/" + directoryName
        var info = stat()
        if lstat(final, &info) == 0 {
            throw WriteError(root: root, reason: "an earlier run's journal is still there; run `modernize recover \(FileDiscovery.displayPath(root))` first")
        }
        let key: [UInt8]
        do { key = try JournalKey.load() } catch {
            throw WriteError(root: root, reason: "cannot be written without this user's journal key (\(error.description))")
        }
        let name = temporaryPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let temporary = root + "/" + name
        guard mkdir(temporary, 0o700) == 0 else { throw WriteError(root: root, reason: "cannot create it: \(String(cString: strerror(errno)))") }
        do throws(WriteError) {
            guard let owner = ownerMark(of: temporary, root: root, key: key) else {
                throw WriteError(root: root, reason: "cannot tell the tree's identity")
            }
            try writeFile(temporary + "/" + ownerName, Array(owner.utf8), root: root, durable: true)
            var entries: [Entry] = []
            var backups: [UInt8] = []
            var groups: [String: Set<String>] = [:]
            func append(_ bytes: [UInt8]) -> Backup {
                defer { backups += bytes }
                return Backup(offset: backups.count, length: bytes.count, sha256: SHA256.hex(SHA256.hash(bytes)))
            }
            for member in members {
                guard let relative = relativePath(member.path, in: root) else {
                    throw WriteError(root: root, reason: "\(member.displayPath) is not inside the tree")
                }
                let original = member.original.map(append)
                entries.append(Entry(path: relative, displayPath: member.displayPath, original: original, written: append(member.written), groups: member.groups))
                for key in member.groups { groups[key, default: []].insert(member.displayPath) }
            }
            try writeFile(temporary + "/" + backupsName, backups, root: root, durable: true)
            var manifest = Manifest(
                purpose: purpose, processID: getpid(), groups: groups.keys.sorted().map { Group(key: $0, files: groups[$0]!.sorted()) }, entries: entries)
            guard let authentication = JournalKey.authentication(of: manifest.authenticatedBytes, purpose: "journal", root: root, key: key) else {
                throw WriteError(root: root, reason: "cannot tell the tree's identity")
            }
            manifest.authentication = authentication
            try writeFile(temporary + "/" + manifestName, Array(ReportEncoding.encode(manifest).utf8), root: root, durable: true)
            syncDirectory(temporary)
            guard lstat(final, &info) != 0, rename(temporary, final) == 0 else {
                throw WriteError(root: root, reason: "cannot put it in place: \(String(cString: strerror(errno)))")
            }
            syncDirectory(root)
        } catch {
            _ = remove(temporary)
            throw error
        }
        return Active(root: root)
    }

    /// `path` relative to `root` (both standardized, absolute), or nil when it is not inside.
    static func relativePath(_ path: String, in root: String) -> String? {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    private static func writeFile(_ path: String, _ bytes: [UInt8], root: String, durable: Bool) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
        guard descriptor >= 0 else { throw WriteError(root: root, reason: "cannot write it: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw WriteError(root: root, reason: "cannot write it: \(String(cString: strerror(errno)))") }
            written += count
        }
        guard !durable || fsync(descriptor) == 0 else { throw WriteError(root: root, reason: "cannot write it: \(String(cString: strerror(errno)))") }
    }

    static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The mark that makes `directory` this user's journal for the tree `root`: an HMAC of the
    /// directory's device and inode (they survive the rename into place; a copy or a clone has
    /// others, and nobody without the key can make one).
    static func ownerMark(of directory: String, root: String, key: [UInt8]) -> String? {
        var info = stat()
        guard lstat(directory, &info) == 0 else { return nil }
        return JournalKey.authentication(of: Array("\(info.st_dev):\(info.st_ino)".utf8), purpose: "journal directory", root: root, key: key)
    }

    /// Whether `directory` carries this user's owner mark for `root`.
    static func isOwned(_ directory: String, root: String) -> Bool {
        guard let key = try? JournalKey.load(), let expected = ownerMark(of: directory, root: root, key: key),
              let mark = try? FileStore.read(directory + "/" + ownerName) else { return false }
        return mark == Array(expected.utf8)
    }

    /// Removes a journal directory: the manifest, then the backups, then the owner mark, then
    /// the directory. Anything else in it is left and named.
    static func remove(_ directory: String) -> String? {
        unlink(directory + "/" + manifestName)
        unlink(directory + "/" + backupsName)
        unlink(directory + "/" + ownerName)
        guard rmdir(directory) == 0 else {
            return "\(FileDiscovery.displayPath(directory)): could not be removed: \(String(cString: strerror(errno)))"
        }
        return nil
    }
}
