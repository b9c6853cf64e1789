import SwiftUI

struct ToggleRow: View {
    let isOn: Bool
    let override: Color?

    var body: some View {
        VStack {
            Image(systemName: "bolt").foregroundColor(isOn ? .yellow : nil)
            Image(systemName: "bolt.slash").foregroundColor(override)
        }
    }
}
