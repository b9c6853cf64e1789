import SwiftUI

struct OrdersView: View {
    @State private var showsLatest = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Latest order"), isActive: $showsLatest) {
                    Text("Latest")
                }
                NavigationLink("All orders", destination: Text("All"))
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct TabsView: View {
    @State private var selection: Int?

    var body: some View {
        NavigationView {
            List {
                NavigationLink("First", destination: Text("One"), tag: 1, selection: $selection)
            }
        }
    }
}

struct CartView: View {
    var body: some View {
        NavigationView {
            CartList()
        }
    }
}

struct CartList: View {
    @State private var checkingOut = false

    var body: some View {
        NavigationLink("Checkout", destination: Text("Pay"), isActive: $checkingOut)
    }
}

struct WishlistView: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink(destination: Text("Item")) {
                    Text("Item")
                }
            }
        }
    }
}

struct ZonesView: View {
    @State private var showsAllZones = false

    var body: some View {
        NavigationView {
            NavigationLink(isActive: $showsAllZones) {
                Text("All zones")
            } label: {
                Text("Zones")
            }
        }
    }
}
