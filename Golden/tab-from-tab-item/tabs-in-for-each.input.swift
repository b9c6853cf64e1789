import SwiftUI

/// Tabs built by a ForEach inside the TabView: each `.tabItem` is set on a view the ForEach
/// builds, not on a direct child of the TabView.
struct LibraryTabs: View {
    let sections = ["Books", "Music"]
    @State private var selection = "Books"

    var body: some View {
        TabView(selection: $selection) {
            ForEach(sections, id: \.self) { section in
                Text(section)
                    .tabItem { Label(section, systemImage: "square") }
                    .tag(section)
            }
        }
    }
}
