import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces one file without losing anybody's edits (`FileStore.writeAtomically`).
///
/// 1. The file is opened (never through a symbolic link) and locked with `flock`, so two
///    `modernize` processes never check-and-replace the same file at once; the lock is retaken
///    if the name moved to another inode meanwhile.
/// 2. Refused: anything but a regular file, read-only files, files with several hard links (the
///    rename would silently split them), files whose bytes are no longer what was read.
/// 3. A temporary file gets the new bytes, the original's mode, owner and group.
/// 4. Immediately before the swap the inode and the bytes are checked again; the swap is an
///    atomic exchange (`renameat2(RENAME_EXCHANGE)`, `renamex_np(RENAME_SWAP)` on macOS) so the
///    file that left the name can be checked too: if it is not the one verified (an editor
///    saved with its own rename in between), the exchange is undone and nothing is lost.
/// 5. The name is read back: only when it holds the new bytes is the file reported written.
enum FileReplacement {
    /// Test-only: run right before the swap of that path (tests simulate a concurrent writer).
    nonisolated(unsafe) private static var hooks: [String: () -> Void] = [:]
    private static let hookLock = NSLock()

    static func setBeforeSwapHook(for path: String, _ hook: (() -> Void)?) {
        hookLock.withLock { hooks[path] = hook }
    }

    /// Returns warnings about a write that happened (the owner could not be kept).
    static func replace(_ path: String, with bytes: [UInt8], expecting original: [UInt8], durable: Bool = true) throws(FileWriteError) -> [String] {
        let (descriptor, info) = try openLocked(path)
        defer {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .notRegularFile(path: path)
        }
        let permissions = info.st_mode & 0o7777
        // Checked on the mode bits, not access(2): running as root must not override it.
        guard permissions & 0o222 != 0 else { throw .readOnly(path: path) }
        guard info.st_nlink <= 1 else { throw .hardLinked(path: path, links: Int(info.st_nlink)) }
        try expectContent(descriptor, original, path: path)

        let temporary = temporaryName(for: path)
        let warnings = try writeTemporary(temporary, bytes, permissions: permissions, owner: info, path: path, durable: durable)
        var removeTemporary = true
        defer { if removeTemporary { unlink(temporary) } }

        hookLock.withLock { hooks[path] }?()
        // The last check before the swap: same inode, same bytes.
        var now = stat()
        guard lstat(path, &now) == 0, now.st_dev == info.st_dev, now.st_ino == info.st_ino else {
            throw .changedOnDisk(path: path)
        }
        try expectContent(descriptor, original, path: path)

        switch exchange(temporary, path) {
        case .exchanged:
            // `temporary` now names the file that left `path`: it must be the one verified.
            var displaced = stat()
            let same = lstat(temporary, &displaced) == 0 && displaced.st_dev == info.st_dev && displaced.st_ino == info.st_ino
            if !same || (try? expectContent(descriptor, original, path: path)) == nil {
                // Put the other writer's file back; ours (then at `temporary`) is removed.
                if case .exchanged = exchange(temporary, path) { throw .changedOnDisk(path: path) }
                removeTemporary = rename(temporary, path) != 0
                throw .changedOnDisk(path: path)
            }
        case .unsupported:
            guard rename(temporary, path) == 0 else {
                throw .system(path: path, operation: "rename", reason: String(cString: strerror(errno)))
            }
            removeTemporary = false
        case .failed(let code):
            throw .system(path: path, operation: "rename", reason: String(cString: strerror(code)))
        }
        // Report the file written only if the new bytes are what the name now holds.
        guard (try? FileStore.read(path)) == bytes else { throw .overwrittenAfterWrite(path: path) }
        return warnings
    }

    /// Creates `path` with `bytes`, atomically and only if no file has that name: the bytes go to
    /// a temporary file that is then hard-linked to the name (`link` never replaces).
    static func create(_ path: String, with bytes: [UInt8]) throws(FileWriteError) {
        var owner = stat()
        owner.st_uid = geteuid()
        owner.st_gid = getegid()
        let temporary = temporaryName(for: path)
        _ = try writeTemporary(temporary, bytes, permissions: 0o644, owner: owner, path: path)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { throw .alreadyExists(path: path) }
            throw .system(path: path, operation: "creating the file", reason: String(cString: strerror(errno)))
        }
    }

    /// Opens `path` without following a link and takes an exclusive `flock`; retries while the
    /// name is moved to another inode (a rename by another writer) between open and lock.
    private static func openLocked(_ path: String) throws(FileWriteError) -> (Int32, stat) {
        for _ in 0..<8 {
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                let code = errno
                switch code {
                case ELOOP: throw .notRegularFile(path: path)
                case ENOENT: throw .changedOnDisk(path: path)
                default: throw .system(path: path, operation: "opening the file again", reason: String(cString: strerror(code)))
                }
            }
            while flock(descriptor, LOCK_EX) != 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw .system(path: path, operation: "locking the file", reason: reason)
            }
            var opened = stat()
            var named = stat()
            if fstat(descriptor, &opened) == 0, lstat(path, &named) == 0,
               opened.st_dev == named.st_dev, opened.st_ino == named.st_ino {
                return (descriptor, opened)
            }
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        throw .changedOnDisk(path: path)
    }

    /// Reads the whole file through `descriptor` and compares it with `expected`.
    private static func expectContent(_ descriptor: Int32, _ expected: [UInt8], path: String) throws(FileWriteError) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected.count)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while bytes.count <= expected.count {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path: path, operation: "re-reading the file", reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            offset += off_t(count)
        }
        guard bytes == expected else { throw .changedOnDisk(path: path) }
    }

    private static func temporaryName(for path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        return (directory.isEmpty ? "" : directory + "/") + "." + name + FileStore.temporaryMarker
            + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    private static func writeTemporary(
        _ temporary: String, _ bytes: [UInt8], permissions: mode_t, owner: stat, path: String, durable: Bool = true
    ) throws(FileWriteError) -> [String] {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o600))
        guard descriptor >= 0 else {
            throw .system(path: path, operation: "creating a temporary file", reason: String(cString: strerror(errno)))
        }
        var failure: FileWriteError?
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                failure = .system(path: path, operation: "write", reason: String(cString: strerror(errno)))
                break
            }
            written += count
        }
        // Owner and group first: chown clears set-id bits, which fchmod then restores. Best
        // effort: only root can give a file away; the run then says whose the file now is.
        var warnings: [String] = []
        if failure == nil, owner.st_uid != geteuid() || owner.st_gid != getegid(),
           fchown(descriptor, owner.st_uid, owner.st_gid) != 0 {
            let reason = String(cString: strerror(errno))
            if fchown(descriptor, owner.st_uid == geteuid() ? owner.st_uid : uid_t.max, owner.st_gid) != 0 {
                warnings.append("\(path): owner and group changed from \(owner.st_uid):\(owner.st_gid) to \(geteuid()):\(getegid()) (keeping them failed: \(reason))")
            } else {
                warnings.append("\(path): owner changed from \(owner.st_uid) to \(geteuid()) (keeping it failed: \(reason)); group kept")
            }
        }
        if failure == nil, fchmod(descriptor, permissions) != 0 {
            failure = .system(path: path, operation: "chmod", reason: String(cString: strerror(errno)))
        }
        if failure == nil, durable, fsync(descriptor) != 0 {
            failure = .system(path: path, operation: "fsync", reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw failure
        }
        return warnings
    }

    private enum Exchange {
        case exchanged
        case unsupported
        case failed(Int32)
    }

    /// Atomically swaps two names; `.unsupported` when the system or file system cannot.
    private static func exchange(_ first: String, _ second: String) -> Exchange {
        #if os(Linux)
        guard let renameat2 = renameat2Function else { return .unsupported }
        if renameat2(AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */) == 0 { return .exchanged }
        #elseif canImport(Darwin)
        if renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 { return .exchanged }
        #else
        return .unsupported
        #endif
        let code = errno
        return code == EINVAL || code == ENOSYS || code == ENOTSUP ? .unsupported : .failed(code)
    }

    #if os(Linux)
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// glibc 2.28+ has renameat2, but Swift's Glibc module does not import it.
    private static let renameat2Function: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    #endif
}
