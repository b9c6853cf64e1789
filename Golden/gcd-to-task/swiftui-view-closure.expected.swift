import SwiftUI

struct SavedBadge: View {
    @State private var isVisible = false
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Saved")
                .opacity(isVisible ? 1 : 0)
            Button("Save") {
                Task { @MainActor in
                    count += 1
                }
            }
        }
        .onAppear {
            isVisible = true
            Task { @MainActor in
                try? await Task.sleep(for: .seconds(2))
                isVisible = false
            }
        }
    }
}
