import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A modification time to the nanosecond, as `stat` and the index store's units give it.
struct FileTime: Comparable, Sendable, Hashable {
    let seconds: Int64
    let nanoseconds: Int64

    static func < (left: FileTime, right: FileTime) -> Bool {
        (left.seconds, left.nanoseconds) < (right.seconds, right.nanoseconds)
    }

    /// The modification time of the file at `path` (links followed); nil when it cannot be read.
    static func modification(of path: String) -> FileTime? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return FileTime(seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec))
    }
}
