import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var total = 0

    var body: some View {
        Text("\(total)").onChange(of: count) {
            Task {
                total = await Self.sum(count)
            }
        }
    }

    static func sum(_ value: Int) async -> Int { value }
}
