import SwiftUI

struct InboxView: View {
    let threads: [String]

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Settings", destination: SettingsView())
                NavigationLink {
                    ThreadView(title: "Latest")
                } label: {
                    Text("Latest thread")
                }
            }
            .navigationDestination(for: String.self) { title in
                ThreadView(title: title)
            }
        }
    }
}
