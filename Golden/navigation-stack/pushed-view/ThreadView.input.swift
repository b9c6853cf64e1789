import SwiftUI

struct ThreadView: View {
    let title: String
    @State private var composing = false

    var body: some View {
        content
            .sheet(isPresented: $composing) {
                composer
            }
    }

    private var content: some View {
        NavigationView {
            Text(title)
        }
        .navigationViewStyle(.stack)
    }

    private var composer: some View {
        NavigationView {
            Text("Reply")
        }
        .navigationViewStyle(.stack)
    }
}
