import SwiftUI

struct StoreView: View {
    @State private var store = { Store() }()

    var body: some View {
        Text(store.items.joined())
    }
}
