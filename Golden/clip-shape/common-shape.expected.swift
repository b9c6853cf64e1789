import SwiftUI

struct AvatarView: View {
    let radius: CGFloat = 12

    var body: some View {
        VStack {
            Image("avatar")
                .resizable()
                .clipShape(RoundedRectangle(cornerRadius: 8))
            Image("banner").clipShape(RoundedRectangle(cornerRadius: radius * 2)) // keeps the circular corner style
        }
    }
}
