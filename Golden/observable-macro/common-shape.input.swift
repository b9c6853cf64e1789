import Combine
import SwiftUI

@MainActor
final class Counter: ObservableObject {
    @Published var count = 0
    @Published private(set) var history: [Int] = []
    var step = 1
    let name: String
    private var cancellables = Set<AnyCancellable>()
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
    @StateObject private var counter = Counter(name: "main")

    var body: some View {
        VStack {
            Text("\(counter.count)")
            StepEditor(counter: counter)
        }
    }
}

struct StepEditor: View {
    @ObservedObject var counter: Counter

    var body: some View {
        Stepper("Step", value: $counter.step)
    }
}

struct CountLabel: View {
    @ObservedObject var counter: Counter

    var body: some View {
        Text("\(counter.doubled)")
    }
}
