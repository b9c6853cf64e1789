import SwiftUI

struct InboxView: View {
    var body: some View {
        // The inbox list.
        NavigationView(content: {
            List {
                Text("Today") // pinned
            }
        })
    }
}

struct DraftsView: View {
    var body: some View {
        NavigationView() {
            /* drafts, newest first */
            Text("Drafts")
        }
        .navigationViewStyle(.automatic)
        .navigationTitle("Drafts")
    }
}

struct OutboxView: View {
    var body: some View {
        NavigationView
        {
            Text("Outbox")
        }
        .navigationViewStyle(.stack) // iPad too
    }
}

struct ArchiveView: View {
    var body: some View {
        NavigationView {
            Text("Archive")
        }
        // one column everywhere
        .navigationViewStyle(DefaultNavigationViewStyle())
    }
}
