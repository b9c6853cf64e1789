import SwiftUI

struct LibraryView: View {
    var body: some View {
        NavigationView {
            Text("Books")
        }
        .navigationViewStyle(.columns)
    }
}

struct ShelfView: View {
    var body: some View {
        NavigationView {
            Text("Shelves")
            Text("Pick a shelf")
        }
        .navigationViewStyle(DoubleColumnNavigationViewStyle())
    }
}

struct AdaptiveView: View {
    let compact: Bool

    var body: some View {
        if compact {
            NavigationView { Text("Feed") }
                .navigationViewStyle(.stack)
        } else {
            NavigationView { Text("Feed") }
                .navigationViewStyle(.stack)
                .navigationViewStyle(.columns)
        }
    }
}
