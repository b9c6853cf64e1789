import SwiftUI

struct AvatarView: View {
    @State private var loaded = false

    var body: some View {
        VStack {
            Text(loaded ? "Loaded" : "Loading")
                .task(priority: .background) {
                    loaded = await Self.load()
                }
            Text("One line").task {
                loaded = await Self.load()
            }
        }
    }

    static func load() async -> Bool { true }
}
