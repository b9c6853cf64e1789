import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine-local secret that binds a journal (`GroupJournal`) to this user on this machine
/// and to the tree it was written for (issue 43 item 1). A journal is read from the tree it
/// rolls back, and a tree can come from anywhere: a repository that commits a
/// `.modernize-journal/` must not make the next `apply` write what it names. Only a manifest
/// carrying an HMAC under this key, over the tree's identity and the manifest itself, is trusted.
///
/// The key is 32 random bytes in `$XDG_STATE_HOME/swift-modernize/journal-key` (else
/// `~/.local/state/...`), in a directory checked like the result cache's (0700, owned by the
/// user, no link): state that must outlive a cache clean-up, since a journal waits for the next
/// run after a kill.
public enum JournalKey {
    static let fileName = "journal-key"

    /// The key's directory for this user.
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/state")
        return (base as NSString).appendingPathComponent("swift-modernize")
    }

    /// The key, made on first use; an error says why it cannot be had (no journal is then
    /// written, and none is trusted).
    static func load() throws(CacheDirectory.Refusal) -> [UInt8] {
        try CacheDirectory.prepare(directory(), keyName: fileName)
    }

    /// What a journal in `root` is bound to: the directory's real path and its device and
    /// inode, so a journal copied to another tree (or a clone at the same path) fails its check.
    static func treeIdentity(_ root: String) -> [UInt8]? {
        var info = stat()
        guard let real = realpath(root, nil) else { return nil }
        defer { free(real) }
        guard stat(real, &info) == 0 else { return nil }
        return Array("\(String(cString: real))\u{0}\(info.st_dev):\(info.st_ino)".utf8)
    }

    /// The authentication of `message` for the tree `root` under `key`, as hex.
    static func authentication(of message: [UInt8], purpose: String, root: String, key: [UInt8]) -> String? {
        guard let tree = treeIdentity(root) else { return nil }
        return SHA256.hex(SHA256.hmac(key: key, message: Array("swift-modernize \(purpose)\u{0}".utf8) + tree + [0] + message))
    }
}
