// golden: min-ios=17
import SwiftUI

@Observable final class Library {
    static let shared = Library()
    /// Computed: a new instance on every read.
    static var scratch: Library { Library() }

    var books: [String] = []

    init() {
        books = UserDefaults.standard.stringArray(forKey: "books") ?? []
    }
}

struct ShelfView: View {
    @State private var library = Library.shared

    var body: some View {
        Text("\(library.books.count)")
    }
}

struct ScratchView: View {
    @State private var library = Library.scratch

    var body: some View {
        Text("\(library.books.count)")
    }
}
