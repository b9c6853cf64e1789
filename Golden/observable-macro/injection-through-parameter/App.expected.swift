import SwiftUI

extension View {
    /// The injection goes through a parameter: its declared type says which class it is.
    func withSettings(_ settings: AppSettings) -> some View {
        self.environment(settings)
    }
}

@main
struct DemoApp: App {
    @State private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .withSettings(settings)
        }
    }
}
