import SwiftUI

struct Mailbox: Identifiable {
    let id: Int
    let name: String
}

struct MailboxesView: View {
    let mailboxes: [Mailbox]

    var body: some View {
        NavigationStack {
            List(mailboxes) { mailbox in
                NavigationLink(mailbox.name, destination: Text(mailbox.name))
            }
            .navigationTitle("Mailboxes")
        }
    }
}
