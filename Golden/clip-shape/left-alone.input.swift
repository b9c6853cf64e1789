import SwiftUI
import UIKit

extension View {
    /// Rounds only some corners: not SwiftUI's modifier (other labels).
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}

struct BadgeView: View {
    var body: some View {
        Text("3").cornerRadius(4, corners: .allCorners)
    }
}

final class LegacyBadge: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2  // a CALayer property, not the modifier
    }
}
