import SwiftUI

struct Note: Hashable {
    let text: String
}

struct NotesView: View {
    let notes: [Note]

    var body: some View {
        NavigationStack {
            List(notes, id: \.text) { note in
                NavigationLink(destination: Text(note.text)
                    .navigationTitle("Note")) {
                    Text(note.text)
                }
            }
        }
    }
}
