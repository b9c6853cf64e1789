import SwiftUI

final class SettingsModel: ObservableObject {
    @Published var name = ""
}

struct SettingsView: View {
    @StateObject private var model = SettingsModel()

    var body: some View {
        Text(model.name)
    }
}
