import SwiftUI

final class Detail: ObservableObject {
    @Published var title: String

    init(id: Int) {
        title = "#\(id)"
    }
}

struct DetailView: View {
    @StateObject private var detail: Detail

    init(id: Int) {
        _detail = StateObject(wrappedValue: Detail(id: id))
    }

    var body: some View {
        Text(detail.title)
    }
}
