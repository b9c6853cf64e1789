import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The result cache's directory is trusted only as ssh and ccache trust theirs: owned by the
/// user running the tool and writable by nobody else (created so, 0700). It holds the user's
/// key for authenticating entries (`.modernize-cache-key`, 32 random bytes, 0600): an entry
/// written by anyone without the key fails its check and is a miss. The journal's key
/// (`JournalKey`) lives in a directory checked the same way.
public enum CacheDirectory {
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    public static let keyName = ".modernize-cache-key"
    static let keySize = 32

    /// Creates (0700) or checks `directory`; returns the key named `keyName` in it, made on first use.
    public static func prepare(_ directory: String, keyName: String = CacheDirectory.keyName) throws(Refusal) -> [UInt8] {
        try create(directory)
        var info = stat()
        guard lstat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(description: "\(directory): not a directory (a symbolic link is not followed)")
        }
        guard info.st_uid == geteuid() else { throw Refusal(description: "\(directory): owned by another user") }
        guard info.st_mode & 0o022 == 0 else {
            throw Refusal(description: "\(directory): writable by group or others (mode \(String(info.st_mode & 0o777, radix: 8))); make it 0700")
        }
        return try key(directory + "/" + keyName)
    }

    /// Missing components are made 0700 (a cache under a new `~/.cache` is private too).
    private static func create(_ directory: String) throws(Refusal) {
        var missing: [String] = []
        var path = directory
        var info = stat()
        while !path.isEmpty, path != "/", lstat(path, &info) != 0 {
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        for component in missing.reversed() where mkdir(component, 0o700) != 0 && errno != EEXIST {
            throw Refusal(description: "\(component): cannot create: \(String(cString: strerror(errno)))")
        }
    }

    private static func key(_ path: String) throws(Refusal) -> [UInt8] {
        // At most: a damaged key removed, a new one made, then read.
        for _ in 0..<3 {
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            if descriptor < 0 {
                guard errno == ENOENT else { throw Refusal(description: "\(path): \(String(cString: strerror(errno)))") }
                try createKey(path)
                continue
            }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(), info.st_mode & 0o077 == 0 else {
                throw Refusal(description: "\(path): not a private file of this user (it must be a regular file, mode 0600)")
            }
            var key = [UInt8](repeating: 0, count: keySize + 1)
            let count = key.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == keySize { return Array(key.prefix(keySize)) }
            // A damaged key (only its owner can write it): a new one; every entry then misses.
            unlink(path)
        }
        throw Refusal(description: "\(path): cannot make a key")
    }

    private static func createKey(_ path: String) throws(Refusal) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST { return }  // another run made it meanwhile
            throw Refusal(description: "\(path): cannot create: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var generator = SystemRandomNumberGenerator()
        let key = (0..<keySize).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let written = key.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written != keySize {
            unlink(path)
            throw Refusal(description: "\(path): cannot write: \(String(cString: strerror(errno)))")
        }
    }
}
