import Combine

func make<Product>(_ build: () -> Product) -> Product { build() }

final class Watcher {
    var cancellables = Set<AnyCancellable>()

    func watch() {
        // A generic function's result: the rule cannot tell `source` is an Inbox.
        let source = make { Inbox() }
        source.$items.sink { print($0) }.store(in: &cancellables)
    }
}
