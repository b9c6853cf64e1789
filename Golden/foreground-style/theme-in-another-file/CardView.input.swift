import SwiftUI

struct CardView: View {
    let theme: Theme

    var body: some View {
        VStack {
            Image(systemName: "heart").foregroundColor(theme.tint)
            Image(systemName: "heart.fill").foregroundColor(theme.highlight)
        }
    }
}
