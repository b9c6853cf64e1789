import SwiftUI

struct LibraryView: View {
    @State private var library = Library()
    @State private var shelf = Shelf()
    @State private var session = Session()

    var body: some View {
        BooksView(library: library)
            .environment(library)
    }
}

struct BooksView: View {
    @Bindable var library: Library

    var body: some View {
        Text("\(library.books.count) books")
    }
}

struct CountView: View {
    @Environment(Library.self) private var library

    var body: some View {
        Text("\(library.books.count)")
    }
}
