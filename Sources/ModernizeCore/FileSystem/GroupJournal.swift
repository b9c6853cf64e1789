import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `apply` is about to write for its changes across files, kept on disk until the last
/// file is written (issue 31 item 13): a process killed half way through a group leaves this
/// journal, and the next run over the tree rolls the group back (`GroupJournalRecovery`).
///
/// Layout, in the tree's root (the directory `TreeLock` locks):
///
///     .modernize-journal/
///         journal.json      the manifest: groups, and per file its path relative to the root,
///                           the backup names and their SHA-256
///         0.original        the file's bytes before the run (absent for a file the run creates)
///         0.new             the bytes the run writes
///
/// The directory is assembled under a temporary name and renamed into place, so a journal is
/// there whole or not at all; it is removed manifest first once every file is written.
public enum GroupJournal {
    public static let directoryName = ".modernize-journal"
    static let manifestName = "journal.json"
    /// Prefix of a journal being assembled: a killed run's leftover is removed by the next.
    static let temporaryPrefix = ".modernize-journal.tmp-"

    /// One file of a group: where it is and its bytes before and after.
    public struct Member: Sendable {
        public let path: String
        public let displayPath: String
        /// nil: the run creates the file.
        public let original: [UInt8]?
        public let written: [UInt8]
        /// `GroupPart.key`s of the groups the file takes part in.
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
        static let currentFormatVersion = 1

        var formatVersion = currentFormatVersion
        var tool = "swift-modernize"
        var processID: Int32
        var groups: [Group]
        var entries: [Entry]
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
        /// Backup name in the journal directory; nil: the run creates the file.
        var original: String?
        var originalSHA256: String?
        var written: String
        var writtenSHA256: String
        var groups: [String]
    }

    /// A journal on disk for the writes in progress; `finish` removes it.
    public struct Active: Sendable {
        public let root: String
        var directory: String { root + "/" + GroupJournal.directoryName }

        /// Removes the journal (the manifest first: without it the rest is a leftover).
        /// Returns a problem to report, or nil.
        public func finish() -> String? {
            GroupJournal.remove(directory)
        }
    }

    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public let root: String
        public let reason: String
        public var description: String { "\(FileDiscovery.displayPath(root))/\(GroupJournal.directoryName): \(reason)" }
    }

    /// Writes the journal for `members` (every path inside `root`) in `root`.
    public static func begin(root: String, members: [Member]) throws(WriteError) -> Active {
        let final = root + "/" + directoryName
        var info = stat()
        if lstat(final, &info) == 0 {
            throw WriteError(root: root, reason: "an earlier run's journal is still there; run `modernize recover \(FileDiscovery.displayPath(root))` first")
        }
        let temporary = root + "/" + temporaryPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard mkdir(temporary, 0o700) == 0 else { throw WriteError(root: root, reason: "cannot create it: \(String(cString: strerror(errno)))") }
        do throws(WriteError) {
            var entries: [Entry] = []
            var groups: [String: Set<String>] = [:]
            for (index, member) in members.enumerated() {
                guard let relative = relativePath(member.path, in: root) else {
                    throw WriteError(root: root, reason: "\(member.displayPath) is not inside the tree")
                }
                var entry = Entry(
                    path: relative, displayPath: member.displayPath, original: nil, originalSHA256: nil,
                    written: "\(index).new", writtenSHA256: SHA256.hex(SHA256.hash(member.written)), groups: member.groups)
                try writeFile(temporary + "/" + entry.written, member.written, root: root)
                if let original = member.original {
                    entry.original = "\(index).original"
                    entry.originalSHA256 = SHA256.hex(SHA256.hash(original))
                    try writeFile(temporary + "/" + entry.original!, original, root: root)
                }
                entries.append(entry)
                for key in member.groups { groups[key, default: []].insert(member.displayPath) }
            }
            let manifest = Manifest(
                processID: getpid(), groups: groups.keys.sorted().map { Group(key: $0, files: groups[$0]!.sorted()) }, entries: entries)
            try writeFile(temporary + "/" + manifestName, Array(ReportEncoding.encode(manifest).utf8), root: root)
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

    private static func writeFile(_ path: String, _ bytes: [UInt8], root: String) throws(WriteError) {
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
        guard fsync(descriptor) == 0 else { throw WriteError(root: root, reason: "cannot write it: \(String(cString: strerror(errno)))") }
    }

    static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Removes a journal directory: the manifest, then the files this tool names (`N.original`,
    /// `N.new`), then the directory. Anything else in it is left and named.
    static func remove(_ directory: String) -> String? {
        unlink(directory + "/" + manifestName)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where isBackupName(name) { unlink(directory + "/" + name) }
        guard rmdir(directory) == 0 else {
            return "\(FileDiscovery.displayPath(directory)): could not be removed: \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// `N.original` or `N.new`: the only names a journal's backups have.
    static func isBackupName(_ name: String) -> Bool {
        for suffix in [".original", ".new"] where name.hasSuffix(suffix) {
            let number = name.dropLast(suffix.count)
            return !number.isEmpty && number.count < 10 && number.allSatisfy { $0 >= "0" && $0 <= "9" }
        }
        return false
    }
}
