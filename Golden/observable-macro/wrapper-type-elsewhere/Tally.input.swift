// golden: min-ios=17
import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0
}

struct TallyView: View {
    @ObservedObject var tally: Tally

    var body: some View {
        Text("\(tally.count)")
    }
}
