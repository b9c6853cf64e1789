import SwiftUI

struct Note: Identifiable {
    let id: Int
    var title: String
}

struct NoteEditor: View {
    let note: Note
    var onDone: () -> Void = {}
    var body: some View { Text(note.title) }
}

struct NotesView: View {
    let notes: [Note]
    @State private var selectedNote: Note?
    // MARK: - Presentation

    var body: some View {
        List(notes) { note in
            HStack {
                Button("Edit") {
                    withAnimation {
                        self.selectedNote = note
                    }
                }
                Button("Quick") { selectedNote = note }
            }
        }
        .sheet(item: $selectedNote, onDismiss: { print("closed") }) { selectedNote in
            NavigationStack {
                // The editor closes itself.
                NoteEditor(note: selectedNote, onDone: {
                    self.selectedNote = nil
                })

                Text(selectedNote.title)
            }
        }
    }

    func cancel() {
        selectedNote = nil
    }
}

struct PinnedView: View {
    let notes: [Note]
    @State private var pinned: Note? = nil

    var body: some View {
        Button("Pin") {
            pinned = notes[0]
        }
        .fullScreenCover(item: $pinned) { note in NoteEditor(note: note) }
        .onAppear { print(pinned?.title ?? "") }
    }
}

#if os(iOS)
struct ArchiveView: View {
	let notes: [Note]
	@State private var archived: Note?

	var body: some View {
		ForEach(notes) { note in
			Button(note.title) {
				archived = note
			}
		}
		.sheet(
			item: $archived // archive
		) { note in
			NoteEditor(note: note) {
				print(note.title)
			}
		}
	}
}
#endif
