import SwiftUI

struct TabLabel: View {
    let index: Int
    let selected: Int
    let isEnabled: Bool

    var body: some View {
        VStack {
            Image(systemName: "house").foregroundColor(index == selected ? .brand : .gray)
            Image(systemName: "gear")
                .foregroundColor(index == selected ? .init(designSystemColor: .textPrimary) : .init(designSystemColor: .textSecondary))
            Image(systemName: "bell").foregroundColor(isEnabled && index != selected ? .brand.opacity(0.5) : Color.clear)
            Image(systemName: "star").foregroundColor(!isEnabled ? .gray : index == selected ? (.brand) : .primary)
            Image(systemName: "circle").foregroundColor(.init(designSystemColor: .textSecondary))
        }
    }
}
