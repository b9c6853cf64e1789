import SwiftUI

func makeSettings() -> AppSettings { AppSettings() }

@main
struct DemoApp: App {
    @State private var settings = makeSettings()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(settings)
        }
    }
}
