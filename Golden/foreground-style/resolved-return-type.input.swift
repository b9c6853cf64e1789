import SwiftUI

struct Palette {
    static func tint(for name: String) -> Color { Color(name) }
}

struct TagView: View {
    let name: String

    var body: some View {
        Image(systemName: "tag")
            .foregroundColor(Palette.tint(for: name))
    }
}
