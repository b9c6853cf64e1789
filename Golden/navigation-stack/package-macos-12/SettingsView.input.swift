import SwiftUI

public struct SettingsView: View {
    public var body: some View {
        NavigationView {
            Text("Settings")
        }
    }
}

#if os(iOS)
public struct PhoneSettingsView: View {
    public var body: some View {
        NavigationView {
            Text("Settings")
        }
    }
}
#endif
