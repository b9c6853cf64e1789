// golden: min-ios=16
import SwiftUI

final class Session: ObservableObject {
    @Published var user: String?
}

struct SessionView: View {
    @StateObject var session = Session()

    var body: some View {
        Text(session.user ?? "-")
    }
}
