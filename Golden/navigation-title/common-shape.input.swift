import SwiftUI

struct InboxView: View {
    let messages: [String]

    var body: some View {
        List {
            ForEach(messages, id: \.self) { message in
                Text(message)
            }
        }
        .navigationBarTitle("Inbox")
    }
}
