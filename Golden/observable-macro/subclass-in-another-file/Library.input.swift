import SwiftUI

class Library: ObservableObject {
    @Published var books: [String] = []
}

struct LibraryView: View {
    @StateObject private var library = Library()

    var body: some View {
        Text("\(library.books.count)")
    }
}
