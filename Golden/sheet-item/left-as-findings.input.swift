import SwiftUI

struct Chore: Identifiable {
    let id: Int
    var title: String
}

struct ChoreEditor: View {
    let task: Chore
    var body: some View { Text(task.title) }
}

struct TasksView: View {
    let tasks: [Chore]
    @State private var showTask = false
    @State private var task: Chore?
    @State private var showOther = false
    @State private var other: Chore?
    @State var showPublic = false
    @State private var publicTask: Chore?
    @State private var showWhich = false
    @State private var which: URL?

    var body: some View {
        VStack {
            Button("Open") {
                task = tasks.first
                print("about to show")
                showTask = true
            }
            Button("Other") {
                other = tasks.last
                showOther = true
            }
            Button("Public") {
                publicTask = tasks.first
                showPublic = true
            }
            Button("Which") {
                which = URL(string: "https://example.com")
                showWhich = true
            }
        }
        // Not adjacent: a statement between the two writes.
        .sheet(isPresented: $showTask) {
            if let task {
                ChoreEditor(task: task)
            }
        }
        // The selection is cleared while the sheet should stay up.
        .sheet(isPresented: $showOther) {
            if let other {
                ChoreEditor(task: other)
            }
        }
        .onAppear { other = nil }
        // The flag is not private.
        .sheet(isPresented: $showPublic) {
            if let publicTask {
                ChoreEditor(task: publicTask)
            }
        }
        // URL is not a project type: its Identifiable conformance is not known.
        .sheet(isPresented: $showWhich) {
            if let which {
                Text(which.absoluteString)
            }
        }
    }
}

struct ConditionalView: View {
    let tasks: [Chore]
    @State private var showTask = false
    @State private var task: Chore?

    var body: some View {
        Button("Open") {
            task = tasks.first
            #if os(iOS)
            showTask = true
            #endif
        }
        .sheet(isPresented: $showTask) {
            if let task {
                ChoreEditor(task: task)
            }
        }
    }
}

struct CommentedView: View {
    let chores: [Chore]
    /// Whether the editor is up.
    @State private var showChore = false
    @State private var chore: Chore?
    @State private var showSecond = false
    @State private var second: Chore?

    var body: some View {
        VStack {
            Button("Open") {
                chore = chores.first
                showChore = true
            }
            Button("Second") {
                second = chores.last
                showSecond = true
            }
        }
        // The doc comment above the flag would stay without its declaration.
        .sheet(isPresented: $showChore) {
            if let chore {
                ChoreEditor(task: chore)
            }
        }
        // The content reads the property itself, which is nil while the sheet goes away.
        .sheet(isPresented: $showSecond) {
            if let item = second {
                ChoreEditor(task: item)
                Text(second?.title ?? "")
            }
        }
    }
}
