import SwiftUI

struct BadgeView: View {
    let badge = Badge()

    var body: some View {
        // The badge's own method (declared in Badge.swift): not SwiftUI's modifier.
        let rounded = badge.cornerRadius(4)
        Text("\(rounded.radius)")
            .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}
