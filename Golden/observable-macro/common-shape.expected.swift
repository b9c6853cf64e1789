import Combine
import SwiftUI

@MainActor
@Observable final class Counter {
    var count = 0
    private(set) var history: [Int] = []
    @ObservationIgnored var step = 1
    let name: String
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()
    static var shared = Counter(name: "shared")
    var doubled: Int { count * 2 }

    init(name: String) {
        self.name = name
    }

    func increment() {
        count += step
        history.append(count)
    }
}

struct CounterView: View {
    @State private var counter = Counter(name: "main")

    var body: some View {
        VStack {
            Text("\(counter.count)")
            StepEditor(counter: counter)
        }
    }
}

struct StepEditor: View {
    @Bindable var counter: Counter

    var body: some View {
        Stepper("Step", value: $counter.step)
    }
}

struct CountLabel: View {
    var counter: Counter

    var body: some View {
        Text("\(counter.doubled)")
    }
}
