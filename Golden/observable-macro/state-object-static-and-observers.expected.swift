// golden: min-ios=17 rules=observable-macro,gcd-to-task
import Foundation
import SwiftUI

// Building one more `Counter` runs neither the static property's initial value (once per
// process) nor the didSet (on a write): the note must not name them, even when another rule
// (gcd-to-task, for its call graph) has the index record every call to a project function.
// It does run `startedAt`'s initial value, getter and all: the note names `Counter.stamp()`.
@Observable final class Counter {
    static let formatter = makeFormatter()
    var count = 0
    var label = "" {
        didSet { save() }
    }
    // An accessor block inside an initial value is not an observer: this runs on construction.
    let startedAt: Date = {
        var now: Date { Counter.stamp() }
        return now
    }()

    init(start: Int = 0) {
        count = start
    }

    static func makeFormatter() -> NumberFormatter { NumberFormatter() }

    static func stamp() -> Date { Date() }

    func save() { UserDefaults.standard.set(label, forKey: "label") }

    func refresh() {
        Task { @MainActor in print("refreshed") }
    }
}

struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        Text("\(counter.count) \(counter.label)")
    }
}
