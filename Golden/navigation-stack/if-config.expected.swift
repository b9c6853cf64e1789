import SwiftUI

struct ReaderView: View {
    var body: some View {
        NavigationStack {
            #if os(iOS)
            Text("Phone reader")
            #else
            Text("Desktop reader")
            #endif
        }
    }
}

struct ComposerView: View {
    var body: some View {
        #if os(iOS)
        NavigationStack {
            Text("Compose")
        }
        #else
        Text("Compose")
        #endif
    }
}

struct DebugView: View {
    var body: some View {
        NavigationView {
            #if DEBUG
            Text("Debug menu")
            #endif
            Text("Settings")
        }
    }
}

struct StyledPerPlatformView: View {
    var body: some View {
        NavigationView {
            Text("Library")
        }
        #if os(iOS)
        .navigationViewStyle(.stack)
        #endif
    }
}

struct PreferencesView: View {
    var body: some View {
        #if os(macOS)
        NavigationView {
            Text("Preferences")
        }
        #else
        NavigationStack {
            Text("Settings")
        }
        #endif
    }
}

struct SharedSettingsView: View {
    var body: some View {
        #if !os(watchOS)
        NavigationStack {
            Text("Shared settings")
        }
        #endif
    }
}
