// golden: min-ios=12
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
}

@available(iOS 13.0, *)
struct ContactsView: View {
    let contacts: [Contact]
    @State private var showContact = false
    @State private var chosen: Contact?

    var body: some View {
        List(contacts) { contact in
            Button(contact.name) {
                chosen = contact
                showContact = true
            }
        }
        .sheet(isPresented: $showContact) {
            if let contact = chosen {
                Text(contact.name)
            }
        }
    }
}
