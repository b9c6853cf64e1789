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
    /// A symbolic link or other non-regular file took the file's place.
    case notRegularFile(path: String)
    case hardLinked(path: String, links: Int)
    /// A file to create exists already.
    case alreadyExists(path: String)
    /// The new file could not be given the original's owner and group.
    /// Written, but another writer replaced the file right after.
    case overwrittenAfterWrite(path: String)

    /// The description without the leading "path: not written: ".
    public var reason: String {
        guard let range = description.range(of: ": not written: ") ?? description.range(of: ": not created: ") else { return description }
        return String(description[range.upperBound...])
    }

    public var description: String {
        switch self {
        case .readOnly(let path): "\(path): not written: file is read-only"
        case .changedOnDisk(let path): "\(path): not written: the file changed on disk while it was being migrated"
        case .system(let path, let operation, let reason): "\(path): not written: \(operation) failed: \(reason)"
        case .notRegularFile(let path): "\(path): not written: no longer a regular file (a symbolic link or special file took its place)"
        case .hardLinked(let path, let links):
            "\(path): not written: the file has \(links) hard links and replacing it would split them; migrate a copy or break the links first"
        case .alreadyExists(let path): "\(path): not created: a file with this name exists"
        case .overwrittenAfterWrite(let path):
            "\(path): written, then replaced by another writer: the changes are not on disk"
        }
    }
}

/// Reads files and writes them back atomically.
public enum FileStore {
    /// Temp files the tool creates next to their target; a later run removes leftovers of a
    /// killed run (only files carrying this marker, which nothing else creates).
    public static let temporaryMarker = ".modernize-tmp-"

    public static func read(_ path: String) throws(SourceLoadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path: path, reason: errno == ELOOP ? "is a symbolic link (not followed)" : String(cString: strerror(errno)))
        }
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

    /// Replaces `path` with `bytes` via a temp file in the same directory and an atomic swap, so
    /// the file is at every moment either wholly old or wholly new. Keeps the permission bits,
    /// owner and group (best effort: the returned warnings say when they could not be kept).
    /// Refuses read-only files, links, files with several hard links and files
    /// whose content is no longer `original` (see `FileReplacement`). `durable: false` skips
    /// the `fsync` of the new bytes, for a caller that syncs many files at once (`FileDurability`).
    @discardableResult
    public static func writeAtomically(_ bytes: [UInt8], to path: String, replacing original: [UInt8], durable: Bool = true) throws(FileWriteError) -> [String] {
        try FileReplacement.replace(path, with: bytes, expecting: original, durable: durable)
    }

    /// Creates a new file atomically; fails (`changedOnDisk`) if the name exists meanwhile.
    public static func createAtomically(_ bytes: [UInt8], at path: String) throws(FileWriteError) {
        try FileReplacement.create(path, with: bytes)
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
