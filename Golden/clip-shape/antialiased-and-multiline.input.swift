import SwiftUI

struct CardView: View {
    let compact: Bool

    var body: some View {
        Color.blue
            .cornerRadius(
                compact ? 4 : 16, // smaller on compact widths
                antialiased: false
            )
            .padding()
    }
}
