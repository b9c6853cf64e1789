import Foundation

final class GalleryLoader {
    let cache = ThumbnailCache()
    let urls: [URL] = []

    func warmUp() {
        DispatchQueue.global(qos: .utility).async {
            for url in self.urls {
                _ = self.cache.thumbnail(for: url)
            }
        }
    }

    func preload() {
        DispatchQueue.global(qos: .utility).async {
            Thread.sleep(forTimeInterval: 0.1)
            print("preloaded")
        }
    }
}
