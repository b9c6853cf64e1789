import Foundation

/// A model whose own `onAppear()` is called on the model, never on a view:
/// it does not compete with SwiftUI's `.onAppear` modifier.
final class FeedModel {
    private(set) var items: [String] = []

    func onAppear() async {
        items = ["first"]
    }
}

/// A protocol requirement and its default take no closure, so `.onAppear { }` cannot mean them.
protocol Refreshing {
    func onAppear()
}

extension Refreshing {
    func onAppear() {}
}
