import SwiftUI

struct ReaderView: View {
    var body: some View {
        NavigationView {
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
        NavigationView {
            Text("Compose")
        }
        .navigationViewStyle(.stack)
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
        NavigationView {
            Text("Settings")
        }
        #endif
    }
}

struct SharedSettingsView: View {
    var body: some View {
        #if !os(watchOS)
        NavigationView {
            Text("Shared settings")
        }
        #endif
    }
}
