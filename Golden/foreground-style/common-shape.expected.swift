import SwiftUI

struct StatusRow: View {
    let isOnline: Bool

    var body: some View {
        HStack {
            Image(systemName: "circle.fill")
                .foregroundStyle(isOnline ? Color.green : Color.gray)
            Image(systemName: "person")
                .foregroundStyle(Color.secondary) // the hierarchical style would differ: written as Color.secondary
            Image(systemName: "star").foregroundStyle(Color.yellow.opacity(0.8))
            Image(systemName: "bell")
                .foregroundStyle(
                    Color("Brand")
                )
            Spacer().foregroundStyle(Color.accentColor)
        }
    }
}

struct Indicator: View {
    let isOn: Bool

    var body: some View {
        Circle().foregroundStyle(isOn ? Color.green : Color.red)
    }
}
