import SwiftUI

struct Gallery: View {
    let names = ["a", "b"]

    var body: some View {
        ForEach(names, id: \.self) { name in
            Button(name) {
                print(name)
            }
            .sheet(isPresented: .constant(false)) {
                Image(systemName: name).foregroundColor(Color.blue)
            }
        }
        #if os(iOS)
        .foregroundColor(.orange)
        #endif
    }
}
