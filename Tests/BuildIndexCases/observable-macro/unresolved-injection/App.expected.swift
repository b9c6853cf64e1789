import SwiftUI

/// A factory the app is given: the resolver does not type a call of a closure value.
let makeSettings: () -> AppSettings = { AppSettings() }

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(makeSettings())
        }
    }
}
