import SwiftUI

struct OrdersView: View {
    var body: some View {
        NavigationStack {
            OrderList()
        }
    }
}
