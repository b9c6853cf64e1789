import SwiftUI

/// A factory the app is given: the resolver does not type a call of a closure value.
let makeStore: () -> Store = { Store() }

struct StoreView: View {
    @State private var store = makeStore()

    var body: some View {
        Text(store.items.joined())
    }
}
