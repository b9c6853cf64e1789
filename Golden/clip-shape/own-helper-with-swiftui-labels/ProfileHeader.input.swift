import SwiftUI
import UIKit

struct ProfileHeader: View {
    let avatarView = UIView().cornerRadius(12)

    var body: some View {
        Text("Profile")
    }
}
