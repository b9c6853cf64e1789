import SwiftUI

func makeSettings() -> AppSettings { AppSettings() }

@main
struct DemoApp: App {
    @StateObject private var settings = makeSettings()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(settings)
        }
    }
}
