import SwiftUI

struct CardView: View {
    let theme: Theme
    let banner: LegacyBanner?
    let makeAccent: () -> Color?

    var body: some View {
        VStack {
            Image(systemName: "heart").foregroundColor(theme.tint)
            Image(systemName: "flag").foregroundColor(banner?.accent ?? .red)
            Image(systemName: "flag.fill").foregroundColor(banner?.tint)
            Image(systemName: "leaf").foregroundColor(makeAccent()?.opacity(0.5))
            Image(systemName: "leaf.fill").foregroundColor(makeAccent()?.opacity(0.5) ?? .gray)
        }
    }
}
