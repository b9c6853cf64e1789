import SwiftUI

extension View {
    /// Every detail screen shares this title style.
    func detailTitle(_ title: String) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(.inline)
    }
}

struct ListScreen: View {
    let items = ["a", "b"]

    var body: some View {
        ForEach(items, id: \.self) { item in
            Button(item) {
                print(item)
            }
            .sheet(isPresented: .constant(false)) {
                Text(item).navigationTitle(item)
            }
        }
    }
}
