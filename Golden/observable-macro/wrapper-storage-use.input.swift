// golden: min-ios=17
import SwiftUI

final class Score: ObservableObject {
    @Published var points = 0
}

struct ScoreView: View {
    @ObservedObject var score: Score

    var body: some View {
        Button("\(score.points)") { reset() }
    }

    private func reset() {
        _score.wrappedValue.points = 0
    }
}
