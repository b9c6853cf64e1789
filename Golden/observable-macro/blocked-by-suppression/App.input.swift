import SwiftUI

@main
struct DemoApp: App {
    // modernize:disable-next-line observable-macro -- the app target migrates later
    @StateObject private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(settings)
        }
    }
}
