import SwiftUI

struct AvatarView: View {
    @State private var loaded = false

    var body: some View {
        VStack {
            Text(loaded ? "Loaded" : "Loading")
                .onAppear(perform: {
                    Task(priority: .background) {
                        loaded = await Self.load()
                    }
                })
            Text("One line").onAppear { Task { loaded = await Self.load() } }
        }
    }

    static func load() async -> Bool { true }
}
