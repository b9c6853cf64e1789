import SwiftUI

struct AccountView: View {
    var body: some View {
        #if os(iOS)
        NavigationView {
            Text("Account")
        }
        .navigationViewStyle(.stack)
        #else
        NavigationView {
            Text("Account on other platforms")
        }
        #endif
    }
}

struct ExportView: View {
    var body: some View {
        #if os(macOS)
        Text("Export")
        #else
        NavigationView {
            Text("Export")
        }
        .navigationViewStyle(.stack)
        #endif
    }
}

struct FeedbackView: View {
    var body: some View {
        #if os(iOS) && DEBUG
        Text("Debug feedback")
        #elseif os(watchOS)
        NavigationView {
            Text("Feedback on the watch")
        }
        #else
        NavigationView {
            Text("Feedback")
        }
        .navigationViewStyle(.stack)
        #endif
    }
}
