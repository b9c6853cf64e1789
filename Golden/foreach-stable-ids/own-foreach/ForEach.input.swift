import SwiftUI

/// The project's own loop view, named like SwiftUI's.
struct ForEach<Content: View>: View {
    let count: Range<Int>
    let id: KeyPath<Int, Int>
    let content: (Int) -> Content

    init(_ count: Range<Int>, id: KeyPath<Int, Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.count = count
        self.id = id
        self.content = content
    }

    var body: some View { content(0) }
}
