import SwiftUI

struct SettingsView: View {
    var body: some View {
        VStack {
            Text("General")
        }
        .navigationTitle(Text("Settings")).navigationBarTitleDisplayMode(.inline)
        .padding()
    }
}

struct AboutView: View {
    var body: some View {
        Text("Version 2")
            .navigationTitle(
                Text("About")
                    .bold()
            ).navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.large) // shown in the sidebar too
    }
}
