import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0
}

final class Meter: ObservableObject {
    @Published var level = 0
}

struct TallyView: View {
    @ObservedObject var tally: Tally
    @ObservedObject var meter: Meter

    var body: some View {
        Text("\(tally.count) \(meter.level)")
    }
}
