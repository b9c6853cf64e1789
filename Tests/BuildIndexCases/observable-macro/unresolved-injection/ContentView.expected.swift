import SwiftUI

struct ContentView: View {
    @Environment(AppSettings.self) var settings: AppSettings

    var body: some View {
        Text(settings.theme)
    }
}
