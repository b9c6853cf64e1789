import SwiftUI

/// The model, documented.
final class Settings: NSObject, ObservableObject, Identifiable {
    // The user's name.
    @Published
    var name = ""  // trailing comment

    @Published var isOn: Bool = false {
        didSet { print(isOn) }
    }

    #if DEBUG
    @Published var debugFlag = false
    #endif

    weak var delegate: AnyObject?
    lazy var formatter = DateFormatter()
}

struct SettingsView: View {
    @StateObject
    private var settings = Settings()

    var body: some View {
        Toggle(settings.name, isOn: .constant(settings.isOn))
    }
}
