import SwiftUI

struct StoreView: View {
    @StateObject private var store = loadStore()

    var body: some View {
        Text(store.items.joined())
    }
}
