import SwiftUI

struct Album {
    var title: String
}

struct Cell: Identifiable {
    let id: Int
    var name: String
}

struct Shelf: Identifiable {
    let id: Int
    var cells: [Cell]
    var album: Album?
}

final class Library: ObservableObject {
    @Published var shelves: [Shelf] = []
}

struct ShelvesView: View {
    @State private var shelves: [Shelf] = []
    @State private var shelve = "Front"
    @State private var tapped: Int?
    var library: Library?

    var body: some View {
        List {
            ForEach(shelves) { item in
                VStack {
                    Text(item.album?.title ?? "")
                    ForEach(item.cells.indices, id: \.self) { j in
                        Text(item.cells[j].name)
                    }
                }
            }
            ForEach(shelves) { item in
                Button(shelve) {
                    tapped = item.id
                }
            }
            ForEach(shelves) { (item) in
                Text(shelve + (item.album?.title ?? ""))
            }
            ForEach(shelves.indices, id: \.self) { (i: Int) in
                Text(shelves[i].album?.title ?? "")
            }
            if let library {
                ForEach(library.shelves) { item in
                    Text("\(item.id)")
                }
            }
        }
    }
}
