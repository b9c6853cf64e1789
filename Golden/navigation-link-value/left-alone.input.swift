import SwiftUI

struct Badge: Hashable {
    let label: String
}

struct BadgeView: View {
    let badge: Badge
    var body: some View { Text(badge.label) }
}

struct BadgesView: View {
    let badges: [Badge]
    @State private var showFirst = false
    @State private var selected: Badge?

    var body: some View {
        NavigationStack {
            List(badges, id: \.label) { badge in
                NavigationLink(value: badge) {
                    Text(badge.label)
                }
            }
            .navigationDestination(for: Badge.self) { badge in
                BadgeView(badge: badge)
            }
        }
    }
}
