import SwiftUI

enum Section: Hashable { case inbox, sent }

struct MailView: View {
    var body: some View {
        TabView {
            Tab("Inbox", systemImage: "tray") {
                Text("Inbox")
            }
            Tab("Sent", image: "sent-icon") {
                Text("Sent")
            }
        }
    }
}
