import SwiftUI

struct MenuView: View {
    var body: some View {
        NavigationLink(destination: Text("Next")) {
            Text("Go")
        }
    }
}
