import SwiftUI

struct DraftView: View {
    @State private var draft = ""
    @State private var status = ""
    let api = DraftAPI()

    var body: some View {
        TextField("Draft", text: $draft)
            .task(id: draft) {
                // Debounce: wait for the typing to settle.
                try? await Task.sleep(nanoseconds: 300_000_000)
                status = "Saving…"
                await api.upload(draft)
                status = "Saved"
            }
    }
}

struct StatusView: View {
    @State private var filter = ""
    @State private var rows: [String] = []

    var body: some View {
        List(rows, id: \.self) { Text($0) }
            .task(id: filter) {
                do {
                    try await Task.sleep(nanoseconds: 300_000_000)
                    rows = [filter]
                } catch {
                    return
                }
            }
    }
}

final class DraftAPI: Sendable {
    func upload(_ text: String) async {}
}
