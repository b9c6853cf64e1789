import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum FileWriteError: Error, CustomStringConvertible {
    case readOnly(path: String)
    case changedOnDisk(path: String)
    case system(path: String, operation: String, reason: String)

    public var description: String {
        switch self {
        case .readOnly(let path): "\(path): not written: file is read-only"
        case .changedOnDisk(let path): "\(path): not written: the file changed on disk while it was being migrated"
        case .system(let path, let operation, let reason): "\(path): not written: \(operation) failed: \(reason)"
        }
    }
}

/// Reads files and writes them back atomically.
public enum FileStore {
    /// Temp files the tool creates next to their target; a later run removes leftovers of a
    /// killed run (only files carrying this marker, which nothing else creates).
    public static let temporaryMarker = ".modernize-tmp-"

    public static func read(_ path: String) throws(SourceLoadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Replaces `path` with `bytes` via a temp file in the same directory and `rename`, so the
    /// file is at every moment either wholly old or wholly new. Keeps the permission bits.
    /// Refuses read-only files and files whose content is no longer `original`.
    public static func writeAtomically(_ bytes: [UInt8], to path: String, replacing original: [UInt8]) throws(FileWriteError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw .system(path: path, operation: "stat", reason: String(cString: strerror(errno)))
        }
        let permissions = info.st_mode & 0o7777
        // Checked on the mode bits, not access(2): running as root must not override it.
        guard permissions & 0o222 != 0 else { throw .readOnly(path: path) }
        guard (try? read(path)) == original else { throw .changedOnDisk(path: path) }

        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + "." + name + temporaryMarker
            + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode_t(permissions))
        guard descriptor >= 0 else {
            throw .system(path: path, operation: "creating a temporary file", reason: String(cString: strerror(errno)))
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw .system(path: path, operation: "write", reason: reason)
            }
            written += count
        }
        fchmod(descriptor, mode_t(permissions))  // open's mode is filtered by the umask
        fsync(descriptor)
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .system(path: path, operation: "rename", reason: reason)
        }
    }

    /// Removes temp files a killed run left in `directory` (only files with the tool's marker,
    /// and not those of a process that is still running).
    public static func removeStaleTemporaries(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(".") && name.contains(temporaryMarker) {
            if let creator = creatorProcessID(ofTemporary: name), isRunning(creator) { continue }
            let path = directory + "/" + name
            if unlink(path) == 0 { removed.append(path) }
        }
        return removed
    }
}
