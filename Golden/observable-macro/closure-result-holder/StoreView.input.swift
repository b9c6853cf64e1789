import SwiftUI

struct StoreView: View {
    @StateObject private var store = { Store() }()

    var body: some View {
        Text(store.items.joined())
    }
}
