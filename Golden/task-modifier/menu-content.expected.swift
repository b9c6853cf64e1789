import SwiftUI

struct StatusRow: View {
    @State private var following = false
    @State private var lists: [String] = []

    var body: some View {
        Text("Status")
            .contextMenu {
                Button("Follow") { following.toggle() }
                    .onAppear {
                        Task {
                            following = await Self.relationship()
                        }
                    }
            }
        Menu {
            ForEach(lists, id: \.self) { list in
                Text(list)
            }
            .onAppear {
                Task { lists = await Self.lists() }
            }
        } label: {
            Text("Add to list")
        }
        .task {
            lists = await Self.lists()
        }
    }

    static func relationship() async -> Bool { false }
    static func lists() async -> [String] { [] }
}
