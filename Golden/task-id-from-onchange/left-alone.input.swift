import SwiftUI

struct ComposeView: View {
    @State private var draft = ""
    @State private var count = 0
    @State private var saved = false
    @State private var searchTask: Task<Void, Never>?

    var body: some View {
        VStack {
            Text("Stored").onChange(of: draft) {
                searchTask?.cancel()
                searchTask = Task {
                    count = await Self.count(draft)
                }
            }
            Text("Detached").onChange(of: draft) {
                Task.detached {
                    await Self.warmCache()
                }
            }
            Text("Beside").onChange(of: draft) {
                saved = false
                Task {
                    saved = await Self.save(draft)
                }
            }
            Text("Conditional").onChange(of: draft) {
                if !draft.isEmpty {
                    Task {
                        saved = await Self.save(draft)
                    }
                }
            }
            Text("Old value").onChange(of: count) { old, new in
                Task {
                    saved = await Self.save("\(old) -> \(new)")
                }
            }
            Text("Throws").onChange(of: draft) {
                Task {
                    count = try await Self.upload(draft)
                }
            }
            Text("Capture").onChange(of: draft) { @MainActor in
                Task {
                    saved = await Self.save(draft)
                }
            }
            Text("Comment").onChange(of: draft) {
                // Save as the user types.
                Task {
                    saved = await Self.save(draft)
                }
            }
            Text("Sync").onChange(of: draft) {
                count = draft.count
            }
            Text("Bool binding").onChange(of: saved) { value in
                count = value ? 1 : 0
            }
        }
    }

    static func count(_ text: String) async -> Int { 0 }
    static func save(_ text: String) async -> Bool { true }
    static func upload(_ text: String) async throws -> Int { 0 }
    static func warmCache() async {}
}
