import Foundation

/// What `stat` says of a file, as git's index keeps it: equal stamps mean unchanged bytes, so a
/// repeated run need not read or hash them. The change time is part of it, and no user can set
/// it: `touch -d` to an old date or a copy keeping times still changes the stamp.
///
/// A stamp taken within `racyWindow` of the moment a run began is "racily clean" (git's term):
/// the file may change again within the same tick of a coarse clock without the stamp changing,
/// so such a stamp is never trusted (`isTrusted(before:)`).
public struct FileStamp: Sendable, Codable, Hashable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedNanoseconds: Int64
    let changedNanoseconds: Int64

    /// Coarse file systems keep whole (FAT: even) seconds: two seconds covers them all.
    static let racyWindow: Int64 = 2_000_000_000

    /// The stamp of the file `path` names (links followed, as reading it does); nil when it
    /// cannot be stat'ed or is not a regular file.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// The stamp of what `info` (a `stat` or `lstat` of a regular file) describes.
    init(_ info: stat) {
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modifiedNanoseconds: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changedNanoseconds: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
    }

    init(device: UInt64, inode: UInt64, size: Int64, modifiedNanoseconds: Int64, changedNanoseconds: Int64) {
        (self.device, self.inode, self.size) = (device, inode, size)
        (self.modifiedNanoseconds, self.changedNanoseconds) = (modifiedNanoseconds, changedNanoseconds)
    }

    /// The wall clock in the stamps' unit, for `isTrusted(before:)`.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Was the file last written well before `start` (a `now()`), so that any later change
    /// gives it another stamp?
    public func isTrusted(before start: Int64) -> Bool {
        max(modifiedNanoseconds, changedNanoseconds) < start - Self.racyWindow
    }

    /// Stamps as one byte array (five LEB128 numbers each), for a memo of thousands of them.
    static func pack(_ stamps: [FileStamp]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(stamps.count * 24)
        for stamp in stamps {
            for number in [stamp.device, stamp.inode, UInt64(bitPattern: stamp.size), UInt64(bitPattern: stamp.modifiedNanoseconds),
                           UInt64(bitPattern: stamp.changedNanoseconds)] {
                ScalarBytes.appendVarint(number, to: &bytes)
            }
        }
        return bytes
    }

    /// What `pack` made; nil for anything else (a truncated array, an overlong number).
    static func unpack(_ bytes: [UInt8]) -> [FileStamp]? {
        var (stamps, cursor) = ([FileStamp](), 0)
        while cursor < bytes.count {
            guard let device = ScalarBytes.varint(in: bytes, at: &cursor), let inode = ScalarBytes.varint(in: bytes, at: &cursor),
                  let size = ScalarBytes.varint(in: bytes, at: &cursor), let modified = ScalarBytes.varint(in: bytes, at: &cursor),
                  let changed = ScalarBytes.varint(in: bytes, at: &cursor) else { return nil }
            stamps.append(FileStamp(
                device: device, inode: inode, size: Int64(bitPattern: size),
                modifiedNanoseconds: Int64(bitPattern: modified), changedNanoseconds: Int64(bitPattern: changed)))
        }
        return stamps
    }

    /// Does this stamp still stand for the bytes at `path`: taken well before `start` (the run
    /// that took it), and `path` stamped the same now?
    func vouches(for path: String, trustingStampsBefore start: Int64) -> Bool {
        isTrusted(before: start) && Self.of(path) == self
    }
}
