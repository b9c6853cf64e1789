import SwiftUI

struct Order: Identifiable {
    let id: Int
}

struct OrdersView: View {
    @State private var showOrder = false
    @State private var order: Order?

    var body: some View {
        Button("Open") {
            order = Order(id: 1)
            showOrder = true
        }
        .sheet(isPresented: $showOrder) {
            if let order {
                Text("\(order.id)")
            }
        }
    }
}
