// golden: min-ios=17
import SwiftUI

final class Library: ObservableObject {
    static let shared = Library()
    /// Computed: a new instance on every read.
    static var scratch: Library { Library() }

    @Published var books: [String] = []

    init() {
        books = UserDefaults.standard.stringArray(forKey: "books") ?? []
    }
}

struct ShelfView: View {
    @StateObject private var library = Library.shared

    var body: some View {
        Text("\(library.books.count)")
    }
}

struct ScratchView: View {
    @StateObject private var library = Library.scratch

    var body: some View {
        Text("\(library.books.count)")
    }
}
