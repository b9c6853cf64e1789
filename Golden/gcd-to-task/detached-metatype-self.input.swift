import Foundation

final class FeedLoader {
    var cached: [String] = []

    func decode(_ data: Data) {
        // `[String].self` names a type: nothing is captured.
        DispatchQueue.global(qos: .utility).async {
            let feed = try? JSONDecoder().decode([String].self, from: data)
            print(feed ?? [])
        }
    }

    func decodeAndKeep(_ data: Data) {
        DispatchQueue.global(qos: .utility).async {
            let feed = try? JSONDecoder().decode([String].self, from: data)
            self.cached = feed ?? []
        }
    }
}
