import SwiftUI

struct FeedView: View {
    @State private var items: [String] = []

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
        }
        .onAppear {
            Task {
                // Fetch the first page.
                items = await Self.fetch(page: 0)
            }
        }
    }

    static func fetch(page: Int) async -> [String] { [] }
}
