import SwiftUI

enum Section: Hashable { case inbox, sent }

struct MailView: View {
    var body: some View {
        TabView {
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(Section.inbox)
            Text("Sent").tabItem { Label("Sent", image: "sent-icon") }
        }
    }
}
