import SwiftUI

struct CardView: View {
    let compact: Bool

    var body: some View {
        Color.blue
            .clipShape(
                RoundedRectangle(cornerRadius: compact ? 4 : 16), // smaller on compact widths
                style: FillStyle(antialiased: false)
            )
            .padding()
    }
}
