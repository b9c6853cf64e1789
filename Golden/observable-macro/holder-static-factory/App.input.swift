import SwiftUI

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
                .environmentObject(AppModel.withMockedServices())
        }
    }
}
