import SwiftUI

struct BadgeIcon: View {
    var body: some View { Image(systemName: "bell") }
}

struct ConditionalTabs: View {
    @State private var selection = 0
    let showsAdmin: Bool

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(0)
                if showsAdmin {
                    Text("Admin").tabItem { Label("Admin", systemImage: "lock") }.tag(1)
                }
            }
            TabView {
                Text("Alerts").tabItem { BadgeIcon() }
                Text("Home").tabItem { Label("Home", systemImage: "house") }
            }
            TabView(selection: $selection) {
                Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(0)
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
            TabView {
                Text("Home").tabItem {
                    // Shown in the tab bar.
                    Label("Home", systemImage: "house")
                }
                Text("More").tabItem { Label("More", systemImage: "ellipsis") }
            }
            TabView {
                Text("Page 1")
                Text("Page 2")
            }
        }
    }
}

struct FeedTab: View {
    var body: some View {
        Text("Feed")
            .tabItem { Label("Feed", systemImage: "list.bullet") }
    }
}

// A project's own `tabItem(tab:name:)` is another function: not a site.
struct TabBarItems {
    func tabItem(tab: Int, name: String) -> String { "\(tab) \(name)" }
}

let homeItem = TabBarItems().tabItem(tab: 0, name: "Home")
