import SwiftUI

struct CardView: View {
    let theme: Theme
    let banner: LegacyBanner?
    let makeAccent: () -> Color?

    var body: some View {
        VStack {
            Image(systemName: "heart").foregroundStyle(theme.tint)
            Image(systemName: "flag").foregroundStyle(banner?.accent ?? .red)
            Image(systemName: "flag.fill").foregroundColor(banner?.tint)
            Image(systemName: "leaf").foregroundColor(makeAccent()?.opacity(0.5))
            Image(systemName: "leaf.fill").foregroundStyle(makeAccent()?.opacity(0.5) ?? .gray)
        }
    }
}
