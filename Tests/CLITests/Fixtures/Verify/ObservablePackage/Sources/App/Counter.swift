import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0
}

struct CounterView: View {
    @ObservedObject var counter: Counter

    var body: some View {
        Text("\(counter.count)")
    }
}
