import SwiftUI

struct Badge: View {
    var body: some View { Image(systemName: "star").foregroundColor(Color.red) }
}
