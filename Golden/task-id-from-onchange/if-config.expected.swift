import SwiftUI

struct PlatformView: View {
    @State private var query = ""
    @State private var count = 0

    var body: some View {
        VStack {
            #if canImport(SwiftUI)
            Text("Whole view").task(id: query) {
                count = await Self.total(query)
            }
            #endif
            Text("\(count)")
                #if canImport(SwiftUI)
                .task(id: query) {
                    count = await Self.total(query)
                }
                #endif
        }
    }

    static func total(_ text: String) async -> Int { 0 }
}
