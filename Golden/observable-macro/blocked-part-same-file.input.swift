// golden: min-ios=17
import SwiftUI

final class Box: ObservableObject {
    @Published var count = 0

    func reset() {
        _count = Published(initialValue: 0)
    }
}

struct BoxView: View {
    @StateObject private var box = Box()

    var body: some View {
        Text("\(box.count)")
    }
}
