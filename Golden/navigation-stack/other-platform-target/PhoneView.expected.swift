import SwiftUI

struct PhoneView: View {
    var body: some View {
        NavigationStack {
            Text("Phone")
        }
    }
}
