import SwiftUI

struct SettingsView: View {
    @State private var count = 0
    @State private var task: Task<Void, Never>?

    var body: some View {
        VStack {
            Text("Detached").onAppear {
                Task.detached {
                    await Self.warmCache()
                }
            }
            Text("Stored").onAppear {
                task = Task {
                    count = await Self.total()
                }
            }
            Text("Beside").onAppear {
                count = 0
                Task {
                    count = await Self.total()
                }
            }
            Text("Plain").onAppear {
                count += 1
            }
        }
    }

    static func warmCache() async {}
    static func total() async -> Int { 1 }
}
