// golden: min-ios=14
import SwiftUI

struct OldView: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)").onAppear {
            Task {
                count = await Self.total()
            }
        }
    }

    static func total() async -> Int { 1 }
}
