// golden: min-ios=15
import SwiftUI

struct GreetingView: View {
    let name: String

    var body: some View {
        // The receiver is a Text by its declared type, not by a `Text(...)` call.
        var text: Text = Text("Hello, ")
        text = text.foregroundColor(Color.accentColor)
        return VStack {
            text + Text(name)
            title.foregroundColor(Color.secondary)
        }
    }

    var title: Text { Text("Greeting") }
}
