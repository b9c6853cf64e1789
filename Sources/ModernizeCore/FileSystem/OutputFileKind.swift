import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What stands at a path an option names for the tool to write (`--write-baseline`,
/// `--verify-log`), without following a link: nothing, or a regular file (its `stat`); anything
/// else is refused with the reason, `what` naming the output ("a baseline", "the build log").
enum OutputFileKind {
    case nothing
    case regularFile(stat)
    case refused(String)

    static func at(_ path: String, what: String) -> OutputFileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .nothing : .refused("\(path): \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(info)
        case S_IFLNK: return .refused("\(path): is a symbolic link; \(what) is not written through one")
        case S_IFDIR: return .refused("\(path): is a directory")
        default: return .refused("\(path): is not a regular file (a device, FIFO or socket)")
        }
    }
}
