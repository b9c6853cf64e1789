// golden: min-ios=14
import SwiftUI

struct OldSearchView: View {
    @State private var query = ""
    @State private var count = 0

    var body: some View {
        Text("\(count)").onChange(of: query) { newValue in
            Task {
                count = await Self.total(newValue)
            }
        }
    }

    static func total(_ text: String) async -> Int { 0 }
}
