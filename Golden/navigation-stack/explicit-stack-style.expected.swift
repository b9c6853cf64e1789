import SwiftUI

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            Form {
                Text("Notifications")
            }
            .navigationTitle("Settings")
        }
    }
}

struct AccountsView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Personal")
            }
        }
    }
}

struct OnboardingView: View {
    @State private var accepted = false

    var body: some View {
        NavigationStack { Text("Welcome") }.disabled(accepted)
    }
}

struct ProfileView: View {
    var body: some View {
        NavigationStack {
            Text("Profile")
        }
        .navigationTitle("Me")
    }
}
