import SwiftUI

struct SavedBadge: View {
    @State private var isVisible = false
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Saved")
                .opacity(isVisible ? 1 : 0)
            Button("Save") {
                DispatchQueue.main.async {
                    count += 1
                }
            }
        }
        .onAppear {
            isVisible = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                isVisible = false
            }
        }
    }
}
