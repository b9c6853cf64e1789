import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileStore {
    /// Why `writeAtomically` would refuse `path` now, or nil: the same rules (a regular file,
    /// not through a link, not read-only by its mode bits, one hard link, still `original`),
    /// plus a directory that takes the temporary file. Checked for every member of a change
    /// across files before any member is written, so a group is not refused half way.
    public static func replaceProblem(_ path: String, expecting original: [UInt8]) -> FileWriteError? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .changedOnDisk(path: path) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .notRegularFile(path: path) }
        guard info.st_mode & 0o222 != 0 else { return .readOnly(path: path) }
        guard info.st_nlink <= 1 else { return .hardLinked(path: path, links: Int(info.st_nlink)) }
        let directory = (path as NSString).deletingLastPathComponent
        guard access(directory.isEmpty ? "." : directory, W_OK) == 0 else {
            return .system(path: path, operation: "creating a temporary file", reason: String(cString: strerror(errno)))
        }
        guard (try? read(path)) == original else { return .changedOnDisk(path: path) }
        return nil
    }
}
