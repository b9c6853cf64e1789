import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `--write-baseline PATH` may write: a new file, or an existing baseline (recognised by
/// its content) that is a writable regular file. A symbolic link, a device, a FIFO, a source
/// file or a read-only file is refused before the run starts, so a mistyped path never loses
/// what is there.
public enum BaselineTarget {
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    public static func check(_ path: String) throws(Refusal) {
        let info: stat
        switch OutputFileKind.at(path, what: "a baseline") {
        case .nothing: return
        case .refused(let reason): throw Refusal(description: reason)
        case .regularFile(let found): info = found
        }
        guard (try? Baseline.load(path)) != nil else {
            throw Refusal(description: "\(path): exists and is not a modernize baseline; it is not replaced (remove it or choose a new file)")
        }
        // The mode bits, not access(2): running as root must not override a read-only file.
        guard info.st_mode & 0o222 != 0, access(path, W_OK) == 0 else {
            throw Refusal(description: "\(path): the existing baseline is read-only; it is not replaced")
        }
    }
}
