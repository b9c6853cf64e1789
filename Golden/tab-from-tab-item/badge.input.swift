import SwiftUI

struct InboxTabs: View {
    let unread: Int

    var body: some View {
        TabView {
            Text("Inbox")
                .badge(unread)
                .tabItem { Label("Inbox", systemImage: "tray") }
            Text("Archive")
                .tabItem { Label("Archive", systemImage: "archivebox") }
        }
    }
}
