import SwiftUI

#if DEBUG
@Observable
public final class DebugPanel {
    var isVisible = false
}
#endif

// A nested model inside a view: the view is main-actor, so the class is not (nested types do
// not inherit isolation): reported.
struct SettingsScreen: View {
    @Observable
    final class Model {
        var name = ""
    }

    @State private var model = Model()
    #if DEBUG
    @State private var panel = DebugPanel()
    #endif

    var body: some View {
        Text(model.name)
    }
}
