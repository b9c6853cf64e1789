import SwiftUI

struct InboxView: View {
    var body: some View {
        // The inbox list.
        NavigationStack(root: {
            List {
                Text("Today") // pinned
            }
        })
    }
}

struct DraftsView: View {
    var body: some View {
        NavigationStack() {
            /* drafts, newest first */
            Text("Drafts")
        }
        .navigationTitle("Drafts")
    }
}

struct OutboxView: View {
    var body: some View {
        NavigationStack
        {
            Text("Outbox")
        }
        // iPad too
    }
}

struct ArchiveView: View {
    var body: some View {
        NavigationStack {
            Text("Archive")
        }
        // one column everywhere
    }
}
