import SwiftUI

struct Wrapper {
    func make() -> NavigationView<Text> {
        NavigationView<Text> { Text("Typed") }
    }

    var initializer = NavigationView<Text>.init
}
