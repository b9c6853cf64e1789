import SwiftUI

struct AccountView: View {
    var body: some View {
        #if os(iOS)
        NavigationStack {
            Text("Account")
        }
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
        NavigationStack {
            Text("Export")
        }
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
        NavigationStack {
            Text("Feedback")
        }
        #endif
    }
}
