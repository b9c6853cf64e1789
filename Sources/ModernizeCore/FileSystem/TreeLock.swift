import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes writing runs on one tree exclusive: an advisory `flock` on the tree's root directory
/// (the nearest enclosing directory holding `.git`, else the directory given). No lock file is
/// created; the lock goes away with the process, even when it is killed.
///
/// This is on top of the per-file lock `FileReplacement` takes: runs on overlapping trees that
/// lock different roots (`apply .` and `apply Sub` outside git) still never lose an edit; the
/// later writer reports the file as changed on disk.
public final class TreeLock: @unchecked Sendable {
    private var descriptors: [Int32]

    private init(descriptors: [Int32]) { self.descriptors = descriptors }

    deinit { release() }

    public func release() {
        for descriptor in descriptors {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        descriptors = []
    }

    /// Locks the trees holding `paths`, failing at once when another process holds one.
    /// Paths that do not exist are ignored (the run reports them).
    public static func acquire(forPaths paths: [String]) throws(TreeLockError) -> TreeLock {
        try acquire(roots: roots(forPaths: paths))
    }

    /// The directories `acquire(forPaths:)` locks: where a run over `paths` keeps its journal.
    public static func roots(forPaths paths: [String]) -> [String] {
        Set(paths.compactMap { root(of: $0) }).sorted()
    }

    /// Locks exactly these directories.
    public static func acquire(roots: [String]) throws(TreeLockError) -> TreeLock {
        let lock = TreeLock(descriptors: [])
        for root in roots {
            let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                if errno == EINTR { continue }
                let busy = errno == EWOULDBLOCK
                let reason = String(cString: strerror(errno))
                close(descriptor)
                lock.release()
                throw TreeLockError(root: root, message: busy
                    ? "another modernize run holds the lock on this tree; wait for it to finish (nothing was written)"
                    : "cannot lock the tree: \(reason)")
            }
            lock.descriptors.append(descriptor)
        }
        return lock
    }

    /// The directory whose lock covers `path`: the nearest ancestor (or itself) holding `.git`,
    /// else the path itself when it is a directory, else its parent.
    static func root(of path: String, files: ProjectFiles = .direct) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        var directory = URL(fileURLWithPath: path).standardizedFileURL.path
        if info.st_mode & S_IFMT != S_IFDIR { directory = (directory as NSString).deletingLastPathComponent }
        var candidate = directory
        while true {
            if files.exists(candidate + "/.git") { return candidate }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { return directory }
            candidate = parent
        }
    }
}

public struct TreeLockError: Error, Sendable, CustomStringConvertible {
    public let root: String
    public let message: String
    public var description: String { "\(FileDiscovery.displayPath(root)): \(message)" }
}
