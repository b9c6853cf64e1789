// golden: no-typecheck (the API model types Dispatch closures @Sendable, stricter than the SDK in Swift 5 mode; this input is valid app code there)
import UIKit

final class PhotosViewController: UIViewController {
    static var cacheLimit = 20
    var items: [String] = []

    static func trimCache() {
        DispatchQueue.global(qos: .utility).async {
            let limit = cacheLimit
            print(limit)
        }
    }

    static func purge() {}

    static func purgeLater() {
        DispatchQueue.global(qos: .utility).async {
            purge()
        }
    }

    func count() {
        DispatchQueue.global().async { [self] in
            let total = items.count
            print(total)
        }
    }

    func local() {
        DispatchQueue.global().async {
            let items = ["a"]
            print(items.count)
        }
    }
}
