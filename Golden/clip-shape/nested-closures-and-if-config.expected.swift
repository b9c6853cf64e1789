import SwiftUI

struct GalleryView: View {
    let names = ["a", "b"]

    var body: some View {
        ForEach(names, id: \.self) { name in
            Button(name) {
                print(name)
            }
            .sheet(isPresented: .constant(false)) {
                Image(name).clipShape(RoundedRectangle(cornerRadius: 6))
            }
        }
        #if os(iOS)
        .clipShape(RoundedRectangle(cornerRadius: 10))
        #endif
    }
}
