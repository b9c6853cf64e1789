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
            ForEach(shelves.indices, id: \.self) { i in
                VStack {
                    Text(shelves[i].album?.title ?? "")
                    ForEach(shelves[i].cells.indices, id: \.self) { j in
                        Text(shelves[i].cells[j].name)
                    }
                }
            }
            ForEach(0..<shelves.count, id: \.self) { i in
                Button(shelve) {
                    tapped = shelves[i].id
                }
            }
            ForEach(shelves.indices, id: \.self) { (index) in
                Text(shelve + (shelves[index].album?.title ?? ""))
            }
            ForEach(shelves.indices, id: \.self) { (i: Int) in
                Text(shelves[i].album?.title ?? "")
            }
            if let library {
                ForEach(library.shelves.indices, id: \.self) { i in
                    Text("\(library.shelves[i].id)")
                }
            }
        }
    }
}
