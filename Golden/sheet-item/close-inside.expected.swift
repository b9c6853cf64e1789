import SwiftUI

struct Ticket: Identifiable {
    let id: Int
}

struct TicketsView: View {
    let tickets: [Ticket]
    @State private var ticket: Ticket?

    var body: some View {
        Button("Go") {
            ticket = tickets[0]
        }
        .sheet(item: $ticket) { item in
            Button("Close \(item.id)") {
                ticket = nil
            }
        }
    }
}
