import SwiftUI

struct StatusRow: View {
    let isOnline: Bool

    var body: some View {
        HStack {
            Image(systemName: "circle.fill")
                .foregroundColor(isOnline ? Color.green : Color.gray)
            Image(systemName: "person")
                .foregroundColor(.secondary) // the hierarchical style would differ: written as Color.secondary
            Image(systemName: "star").foregroundColor(Color.yellow.opacity(0.8))
            Image(systemName: "bell")
                .foregroundColor(
                    Color("Brand")
                )
            Spacer().foregroundColor(.accentColor)
        }
    }
}

struct Indicator: View {
    let isOn: Bool

    var body: some View {
        Circle().foregroundColor(isOn ? .green : Color.red)
    }
}
