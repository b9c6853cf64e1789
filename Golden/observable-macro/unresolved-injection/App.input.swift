import SwiftUI

func makeSettings() -> AppSettings { AppSettings() }

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(makeSettings())
        }
    }
}
