import SwiftUI

/// The model, documented.
@Observable final class Settings: NSObject, Identifiable {
    // The user's name.
    var name = ""  // trailing comment

    var isOn: Bool = false {
        didSet { print(isOn) }
    }

    #if DEBUG
    var debugFlag = false
    #endif

    @ObservationIgnored weak var delegate: AnyObject?
    @ObservationIgnored lazy var formatter = DateFormatter()
}

struct SettingsView: View {
    @State
    private var settings = Settings()

    var body: some View {
        Toggle(settings.name, isOn: .constant(settings.isOn))
    }
}
