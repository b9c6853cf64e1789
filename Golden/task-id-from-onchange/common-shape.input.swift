import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @State private var results: [String] = []

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            List {
                ForEach(results, id: \.self) { result in
                    Text(result)
                }
            }
        }
        .onChange(of: query) {
            Task {
                // Search again for the new text.
                results = await Self.search(query)
            }
        }
    }

    static func search(_ text: String) async -> [String] { [] }
}
