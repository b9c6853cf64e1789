import SwiftUI

enum LoadError: Error { case offline }

struct InboxView: View {
    @State private var items: [String] = []

    var body: some View {
        VStack {
            Text("Throws").onAppear {
                Task {
                    items = try await Self.load()
                }
            }
            Text("Caught").onAppear {
                Task {
                    do {
                        items = try await Self.load()
                    } catch {
                        items = []
                    }
                }
            }
            Text("Optional").onAppear {
                Task {
                    items = (try? await Self.load()) ?? []
                }
            }
            Text("Typed catch").onAppear {
                Task {
                    do {
                        items = try await Self.load()
                    } catch LoadError.offline {
                        items = []
                    }
                }
            }
        }
    }

    static func load() async throws -> [String] { [] }
}
