import SwiftUI

struct TabLabel: View {
    let index: Int
    let selected: Int
    let isEnabled: Bool

    var body: some View {
        VStack {
            Image(systemName: "house").foregroundStyle(index == selected ? Color.brand : Color.gray)
            Image(systemName: "gear")
                .foregroundStyle(index == selected ? Color(designSystemColor: .textPrimary) : Color(designSystemColor: .textSecondary))
            Image(systemName: "bell").foregroundStyle(isEnabled && index != selected ? Color.brand.opacity(0.5) : Color.clear)
            Image(systemName: "star").foregroundStyle(!isEnabled ? Color.gray : index == selected ? (Color.brand) : Color.primary)
            Image(systemName: "circle").foregroundStyle(Color(designSystemColor: .textSecondary))
        }
    }
}
