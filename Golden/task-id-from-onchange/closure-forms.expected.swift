import SwiftUI

struct FilterView: View {
    @State private var query = ""
    @State private var tag = 0
    @State private var page = 0
    @State private var results: [String] = []

    var body: some View {
        VStack {
            Text("New value").task(id: query) {
                let newValue = query
                results = await Self.search(newValue)
            }
            Text("Old and new").task(id: tag) {
                let new = tag
                results = await Self.filter(new)
            }
            Text("Ignored").task(id: page) {
                results = await Self.search(query)
            }
            Text("Initial").task(id: query, priority: .low) {
                results = await Self.search(query)
            }
            Text("Perform").task(id: page) {
                let value = page
                results = await Self.filter(value)
            }
        }
    }

    static func search(_ text: String) async -> [String] { [] }
    static func filter(_ tag: Int) async -> [String] { [] }
}
