// golden: min-ios=17 rules=observable-macro,gcd-to-task
import Foundation
import SwiftUI

// Building one more `Counter` runs neither the static property's initial value (once per
// process) nor the didSet (on a write): the note must not name them, even when another rule
// (gcd-to-task, for its call graph) has the index record every call to a project function.
final class Counter: ObservableObject {
    static let formatter = makeFormatter()
    @Published var count = 0
    @Published var label = "" {
        didSet { save() }
    }

    init(start: Int = 0) {
        count = start
    }

    static func makeFormatter() -> NumberFormatter { NumberFormatter() }

    func save() { UserDefaults.standard.set(label, forKey: "label") }

    func refresh() {
        DispatchQueue.main.async { print("refreshed") }
    }
}

struct CounterView: View {
    @StateObject private var counter = Counter()

    var body: some View {
        Text("\(counter.count) \(counter.label)")
    }
}
