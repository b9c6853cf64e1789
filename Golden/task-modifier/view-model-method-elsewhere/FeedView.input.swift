import SwiftUI

struct FeedView: View {
    let model: FeedModel

    var body: some View {
        Text("Feed")
            .onAppear {
                Task {
                    await model.onAppear()
                }
            }
    }
}
