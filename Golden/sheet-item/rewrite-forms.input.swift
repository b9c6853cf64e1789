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
    @State private var isEditing = false

    var body: some View {
        List(notes) { note in
            HStack {
                Button("Edit") {
                    withAnimation {
                        self.isEditing = true
                        self.selectedNote = note
                    }
                }
                Button("Quick") { selectedNote = note; isEditing = true }
            }
        }
        .sheet(isPresented: $isEditing, onDismiss: { print("closed") }) {
            if let selectedNote {
                NavigationStack {
                    // The editor closes itself.
                    NoteEditor(note: selectedNote, onDone: {
                        isEditing = false
                    })

                    Text(selectedNote.title)
                }
            }
        }
    }

    func cancel() {
        selectedNote = nil
        isEditing = false
    }
}

struct PinnedView: View {
    let notes: [Note]
    @State private var isShowingPinned: Bool = false
    @State private var pinned: Note? = nil

    var body: some View {
        Button("Pin") {
            pinned = notes[0]
            isShowingPinned = true
        }
        .fullScreenCover(isPresented: $isShowingPinned) { if let note = pinned { NoteEditor(note: note) } }
        .onAppear { print(pinned?.title ?? "") }
    }
}

#if os(iOS)
struct ArchiveView: View {
	let notes: [Note]
	@State private var showArchived = false
	@State private var archived: Note?

	var body: some View {
		ForEach(notes) { note in
			Button(note.title) {
				archived = note
				showArchived = true
			}
		}
		.sheet(
			isPresented: $showArchived // archive
		) {
			if let note = archived {
				NoteEditor(note: note) {
					print(note.title)
				}
			}
		}
	}
}
#endif
