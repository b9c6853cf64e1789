import Foundation

/// Loads thumbnails synchronously: callers must already be off the main thread.
final class ThumbnailCache {
    private let semaphore = DispatchSemaphore(value: 1)
    private var cache: [URL: Data] = [:]

    func thumbnail(for url: URL) -> Data? {
        semaphore.wait()
        defer { semaphore.signal() }
        return cache[url]
    }
}
