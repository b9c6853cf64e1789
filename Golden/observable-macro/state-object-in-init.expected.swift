import SwiftUI

@Observable final class Detail {
    var title: String

    init(id: Int) {
        title = "#\(id)"
    }
}

struct DetailView: View {
    @State private var detail: Detail

    init(id: Int) {
        _detail = State(wrappedValue: Detail(id: id))
    }

    var body: some View {
        Text(detail.title)
    }
}
