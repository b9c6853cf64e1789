import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `modernize report OUT` may write, checked as `--write-baseline` checks its target: a
/// new file, or an earlier report (HTML or JSON, recognised by its generator mark) that is a
/// writable regular file. A symbolic link, a directory, a device or FIFO, a read-only file or
/// any other file is refused before anything is read, so a mistyped path never loses what is there.
public enum ReportTarget {
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    public static func check(_ path: String) throws(Refusal) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT {
                let directory = (path as NSString).deletingLastPathComponent
                var parent = stat()
                guard stat(directory.isEmpty ? "." : directory, &parent) == 0, parent.st_mode & S_IFMT == S_IFDIR else {
                    throw Refusal(description: "\(path): its directory does not exist")
                }
                return
            }
            throw Refusal(description: "\(path): \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: throw Refusal(description: "\(path): is a symbolic link; a report is not written through one")
        case S_IFDIR: throw Refusal(description: "\(path): is a directory; give the report's file name (e.g. \(path)/report.html)")
        default: throw Refusal(description: "\(path): is not a regular file (a device, FIFO or socket)")
        }
        guard isReport(path) else {
            throw Refusal(description: "\(path): exists and is not a modernize report; it is not replaced (remove it or choose a new file)")
        }
        // The mode bits, not access(2) alone: running as root must not override a read-only file.
        guard info.st_mode & 0o222 != 0, access(path, W_OK) == 0 else {
            throw Refusal(description: "\(path): the existing report is read-only; it is not replaced")
        }
    }

    /// The generator mark, in the first few kilobytes (the HTML head, or the JSON's first key).
    static func isReport(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        let name = Dashboard.Summary.generatorName
        return head.contains("<meta name=\"generator\" content=\"\(name)\">") || head.contains("\"generator\" : \"\(name)\"")
    }
}
