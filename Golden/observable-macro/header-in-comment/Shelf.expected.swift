import SwiftUI

@Observable final class Shelf {
    var books: [String] = []
}

struct ShelfView: View {
    @State private var shelf = Shelf()

    var body: some View {
        Text("\(shelf.books.count)")
    }
}
