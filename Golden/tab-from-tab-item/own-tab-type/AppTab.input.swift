/// The app's tabs: a type named `Tab` shadows SwiftUI's in this module.
enum Tab: Hashable {
    case home, settings
}
