import SwiftUI

struct InboxView: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .onAppear {
                Task {
                    count = await Self.load()
                }
            }
    }

    static func load() async -> Int { 3 }
}
