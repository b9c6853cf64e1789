import SwiftUI

struct OrderList: View {
    @State private var showsLatest = false

    var body: some View {
        List {
            NavigationLink("Latest", destination: Text("Latest order"), isActive: $showsLatest)
        }
    }
}
