import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes many written files durable at once (issue 43 item 15): files a journal covers are
/// written without their own `fsync`, and synced here before the journal that could restore
/// them goes. One `fsync` per file cost 36 s on 2,002 files; on Linux one `syncfs` per file
/// system covers them all, then each directory holding them is synced once (their renames).
enum FileDurability {
    static func sync(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        let directories = Set(paths.map { ($0 as NSString).deletingLastPathComponent })
        #if os(Linux)
        if let syncfs = syncfsFunction {
            var devices: Set<UInt64> = []
            for directory in directories.sorted() {
                var info = stat()
                guard stat(directory, &info) == 0, devices.insert(UInt64(info.st_dev)).inserted else { continue }
                let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard descriptor >= 0 else { continue }
                _ = syncfs(descriptor)
                close(descriptor)
            }
        } else {
            syncEach(paths)
        }
        #else
        syncEach(paths)
        #endif
        for directory in directories.sorted() { GroupJournal.syncDirectory(directory) }
    }

    private static func syncEach(_ paths: [String]) {
        for path in paths {
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            fsync(descriptor)
            close(descriptor)
        }
    }

    #if os(Linux)
    private typealias SyncFS = @convention(c) (Int32) -> Int32
    /// glibc has syncfs (Linux 2.6.39+), but Swift's Glibc module does not import it.
    private static let syncfsFunction: SyncFS? = dlsym(nil, "syncfs").map { unsafeBitCast($0, to: SyncFS.self) }
    #endif
}
