import SwiftUI

struct OrdersView: View {
    var body: some View {
        NavigationView {
            OrderList()
        }
        .navigationViewStyle(.stack)
    }
}
