import SwiftUI

struct Tag {
    let id: String
    var label: String
}

struct Note {
    var text: String
}

final class Store: ObservableObject {
    @Published var notes: [Note] = []
}

struct TagsView: View {
    let names: [String]
    let tags: [Tag]
    @ObservedObject var store: Store
    var entries: [Note] { store.notes }

    var body: some View {
        VStack {
            ForEach(names.indices, id: \.self) { i in
                Text(names[i])
            }
            ForEach(tags.indices, id: \.self) { i in
                Text(tags[i].label)
            }
            ForEach(store.notes.indices, id: \.self) { i in
                Text(store.notes[i].text)
            }
            ForEach(0..<entries.count, id: \.self) { i in
                Text(entries[i].text)
            }
        }
    }
}
