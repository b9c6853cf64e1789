import SwiftUI

struct SettingsView: View {
    var body: some View {
        VStack {
            Text("General")
        }
        .navigationBarTitle(Text("Settings"), displayMode: .inline)
        .padding()
    }
}

struct AboutView: View {
    var body: some View {
        Text("Version 2")
            .navigationBarTitle(
                Text("About")
                    .bold(),
                displayMode: NavigationBarItem.TitleDisplayMode.large
            ) // shown in the sidebar too
    }
}
