import SwiftUI

struct Note: Hashable {
    let text: String
}

struct NotesView: View {
    let notes: [Note]

    var body: some View {
        NavigationStack {
            List(notes, id: \.text) { note in
                NavigationLink(value: note) {
                    Text(note.text)
                }
            }
            .navigationDestination(for: Note.self) { note in
                Text(note.text)
                    .navigationTitle("Note")
            }
        }
    }
}
