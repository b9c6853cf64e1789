import SwiftUI

struct Badge: View {
    var body: some View {
        Text("New").foregroundStyle(Color.white)
    }
}
