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
            NavigationView {
                Group {
                    if signedIn {
                        Text("Account help")
                    } else {
                        Text("Sign-in help")
                    }
                }
                .navigationTitle("Help")
            }
            .navigationViewStyle(.stack)
        }
    }

    func wrapped() -> AnyView {
        AnyView(NavigationView { Text("Wrapped") })
    }

    func helpController(topic: String) -> UIViewController {
        let help = Text(topic)
        return UIHostingController(rootView: NavigationView { help }.navigationViewStyle(.stack))
    }

    func wrapping(_ content: some View) -> some View {
        NavigationView { content }
    }
}
