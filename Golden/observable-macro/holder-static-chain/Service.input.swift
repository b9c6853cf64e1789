import Foundation

final class Service {
    static let shared = Service()

    let networkState = NetworkState()
}
