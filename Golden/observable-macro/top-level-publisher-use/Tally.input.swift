import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0
}

struct TallyView: View {
    @StateObject private var tally = Tally()

    var body: some View {
        Text("\(tally.count)")
    }
}
