import SwiftUI

struct Ticket: Identifiable {
    let id: Int
}

struct TicketsView: View {
    let tickets: [Ticket]
    @State private var showTicket = false
    @State private var ticket: Ticket?

    var body: some View {
        Button("Go") {
            ticket = tickets[0]
            showTicket = true
        }
        .sheet(isPresented: $showTicket) {
            if let item = ticket {
                Button("Close \(item.id)") {
                    ticket = nil
                    showTicket = false
                }
            }
        }
    }
}
