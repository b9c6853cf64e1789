import SwiftUI

struct FilterView: View {
    @State private var query = ""
    @State private var tag = 0
    @State private var page = 0
    @State private var results: [String] = []

    var body: some View {
        VStack {
            Text("New value").onChange(of: query) { newValue in
                Task {
                    results = await Self.search(newValue)
                }
            }
            Text("Old and new").onChange(of: tag) { old, new in
                Task {
                    results = await Self.filter(new)
                }
            }
            Text("Ignored").onChange(of: page) { _ in
                Task {
                    results = await Self.search(query)
                }
            }
            Text("Initial").onChange(of: query, initial: true) {
                Task(priority: .low) {
                    results = await Self.search(query)
                }
            }
            Text("Perform").onChange(of: page, perform: { (value: Int) in
                Task {
                    results = await Self.filter(value)
                }
            })
        }
    }

    static func search(_ text: String) async -> [String] { [] }
    static func filter(_ tag: Int) async -> [String] { [] }
}
