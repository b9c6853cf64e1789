import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `--verify-log PATH` may append (issue 43 item 2), checked like `--write-baseline`'s
/// path: a new file, an empty one, or an earlier build log of this tool (recognised by its first
/// line). A symbolic link (it could lead anywhere), a FIFO or device (opening it could block
/// forever), a directory, a read-only file, any other file (`B.swift` would get a build log
/// appended to its source) and a name ending in `.swift` (a new log there would be compiled)
/// are refused before anything runs.
public enum VerifyLogTarget {
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// How every build's part of the log starts (`BuildCommand`).
    static let header = "\n=== modernize --verify: "

    public static func check(_ path: String) throws(Refusal) {
        if path.lowercased().hasSuffix(".swift") {
            throw Refusal(description: "\(path): names a Swift source file; the build log is not written there (choose a name such as verify.log)")
        }
        let info: stat
        switch OutputFileKind.at(path, what: "the build log") {
        case .nothing: return
        case .refused(let reason): throw Refusal(description: reason)
        case .regularFile(let found): info = found
        }
        guard info.st_mode & 0o222 != 0, access(path, W_OK) == 0 else {
            throw Refusal(description: "\(path): is read-only; the build log is not appended to it")
        }
        guard info.st_size == 0 || startsWithHeader(path) else {
            throw Refusal(description: "\(path): exists and is not a modernize build log; nothing is appended to it (remove it or choose a new file)")
        }
    }

    private static func startsWithHeader(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let expected = Array(header.utf8)
        var bytes = [UInt8](repeating: 0, count: expected.count)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count == expected.count && bytes == expected
    }

    /// Opens the log to append, never through a link and never blocking on a FIFO put there
    /// after the check; anything but a regular file is refused.
    static func openForAppending(_ path: String) -> (descriptor: Int32, problem: String?) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return (-1, String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return (-1, "not a regular file")
        }
        return (descriptor, nil)
    }
}
