import SwiftUI

struct RootView: View {
    @State private var showsHelp = false
    @State private var signedIn = true

    var body: some View {
        VStack {
            if signedIn {
                Button("Help") { showsHelp = true }
            }
        }
        .sheet(isPresented: $showsHelp) {
            NavigationStack {
                Group {
                    if signedIn {
                        Text("Account help")
                    } else {
                        Text("Sign-in help")
                    }
                }
                .navigationTitle("Help")
            }
        }
    }

    func wrapped() -> AnyView {
        AnyView(NavigationStack { Text("Wrapped") })
    }

    func helpController(topic: String) -> UIViewController {
        let help = Text(topic)
        return UIHostingController(rootView: NavigationStack { help })
    }

    func wrapping(_ content: some View) -> some View {
        NavigationView { content }
    }
}
