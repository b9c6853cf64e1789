import SwiftUI

struct LibraryView: View {
    @State private var items: [String] = []
    @State private var selected = ""
    @State private var detail = ""
    @State private var showing = false

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item).task(id: selected) {
                    let loaded = await Self.load(item)
                    withAnimation {
                        detail = loaded
                    }
                }
            }
        }
        .sheet(isPresented: $showing) {
            Text(detail).task(id: detail) {
                let newValue = detail
                await Self.log(newValue)
            }
        }
        .contextMenu {
            Button("Refresh") { showing = true }
                .onChange(of: selected) {
                    Task {
                        items = await Self.reload()
                    }
                }
        }
    }

    static func load(_ item: String) async -> String { item }
    static func log(_ text: String) async {}
    static func reload() async -> [String] { [] }
}
