import Combine
import SwiftUI

final class Feed: ObservableObject {
    @Published var items: [String] = []
    private var cancellable: AnyCancellable?

    init() {
        cancellable = $items.sink { print($0) }
    }
}

final class Player: ObservableObject {
    @Published var isPlaying = false

    func toggle() {
        objectWillChange.send()
        isPlaying.toggle()
    }
}

class BaseModel: ObservableObject {
    @Published var isLoading = false
}

final class ProfileModel: BaseModel {}

open class Library: ObservableObject {
    @Published public var books: [String] = []
}

protocol Store: ObservableObject {}

final class CartStore: Store, ObservableObject {
    @Published var total = 0
}

final class Tokens: ObservableObject {
    @Published var values: [Int] = []

    init(values: [Int]) {
        _values = Published(initialValue: values)
    }
}

struct FeedView: View {
    @StateObject var feed = Feed()
    @ObservedObject var player: Player

    var body: some View {
        Text("\(feed.items.count)")
    }
}
