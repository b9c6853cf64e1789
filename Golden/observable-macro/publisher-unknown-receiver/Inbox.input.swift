import Combine
import SwiftUI

final class Inbox: ObservableObject {
    @Published var items: [String] = []
}

struct InboxView: View {
    @StateObject private var inbox = Inbox()

    var body: some View {
        Text("\(inbox.items.count)")
    }
}
