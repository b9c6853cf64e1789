import SwiftUI

struct Palette {
    static let tint: (String) -> Color = { Color($0) }
}

struct TagView: View {
    let name: String

    var body: some View {
        Image(systemName: "tag")
            .foregroundStyle(Palette.tint(name))
    }
}
