// golden: min-ios=15
import SwiftUI

struct ProfileView: View {
    var body: some View {
        NavigationView {
            Text("Profile")
        }
        .navigationViewStyle(.stack)
    }
}
