import SwiftUI

struct Draft: Identifiable {
    let id: Int
    var text: String
}

struct ComposeView: View {
    @State private var showSettings = false
    @State private var showDraft = false
    @State private var showPicker = false
    @State private var draft: Draft?
    @State private var drafts: [Draft] = []

    var body: some View {
        VStack {
            Button("Settings") { showSettings = true }
            Button("Draft") { showDraft = true }
            Button("Pick") {
                drafts = []
                showPicker = true
            }
        }
        .sheet(isPresented: $showSettings) {
            Text("Settings")
        }
        .sheet(isPresented: $showDraft) {
            if let draft {
                Text(draft.text)
            }
        }
        .sheet(isPresented: $showPicker) {
            List(drafts) { draft in
                Text(draft.text)
            }
        }
        .onAppear {
            draft = drafts.first
        }
    }
}
