import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationView {
            Form {
                Text("Notifications")
            }
            .navigationTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}

struct AccountsView: View {
    var body: some View {
        NavigationView {
            List {
                Text("Personal")
            }
        }.navigationViewStyle(StackNavigationViewStyle())
    }
}

struct OnboardingView: View {
    @State private var accepted = false

    var body: some View {
        NavigationView { Text("Welcome") }.navigationViewStyle(.stack).disabled(accepted)
    }
}

struct ProfileView: View {
    var body: some View {
        NavigationView {
            Text("Profile")
        }
        .navigationViewStyle(
            StackNavigationViewStyle()
        )
        .navigationTitle("Me")
    }
}
