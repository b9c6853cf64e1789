import SwiftUI

struct PhoneView: View {
    var body: some View {
        NavigationView {
            Text("Phone")
        }
        .navigationViewStyle(.stack)
    }
}
