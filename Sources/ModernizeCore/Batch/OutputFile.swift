import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Batch outputs (patches, reports, results) are written whole or not at all: a temporary file
/// in the same directory, then a rename, so an interrupted batch never leaves a half result
/// that `--resume` would trust. Failures carry the system's reason ("No space left on device").
public enum OutputFile {
    struct Failure: Error, CustomStringConvertible, LocalizedError {
        let description: String
        var errorDescription: String? { description }
    }

    public static func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write(bytes: $0, to: path) }
    }

    /// Bytes as they are (a copied patch need not be valid UTF-8). `durable: false` skips the
    /// fsync, for files whose loss only costs time (cache entries).
    public static func write(_ data: Data, to path: String, durable: Bool = true) throws {
        try data.withUnsafeBytes { try write(bytes: $0.bindMemory(to: UInt8.self), to: path, durable: durable) }
    }

    private static func write(bytes buffer: UnsafeBufferPointer<UInt8>, to path: String, durable: Bool = true) throws {
        let temporary = path + ".modernize-out-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure() }
        let written: Bool = {
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return !durable || fsync(descriptor) == 0
        }()
        let code = errno
        close(descriptor)
        guard written else {
            unlink(temporary)
            throw Failure(description: String(cString: strerror(code)))
        }
        guard rename(temporary, path) == 0 else {
            let error = failure()
            unlink(temporary)
            throw error
        }
    }

    private static func failure() -> Failure {
        Failure(description: String(cString: strerror(errno)))
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
