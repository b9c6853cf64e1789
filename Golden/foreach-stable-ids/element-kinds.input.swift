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

struct AddressRow: View {
    let address: String
    var body: some View { Text(address) }
}

struct TagsView: View {
    let addresses: [String]
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
            ForEach(addresses.indices, id: \.self) { i in
                AddressRow(address: addresses[i])
            }
            ForEach(0..<entries.count, id: \.self) { i in
                Text(entries[i].text)
            }
        }
    }
}
