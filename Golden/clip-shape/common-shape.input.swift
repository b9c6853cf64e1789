import SwiftUI

struct AvatarView: View {
    let radius: CGFloat = 12

    var body: some View {
        VStack {
            Image("avatar")
                .resizable()
                .cornerRadius(8)
            Image("banner").cornerRadius(radius * 2) // keeps the circular corner style
        }
    }
}
