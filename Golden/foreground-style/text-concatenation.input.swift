// golden: min-ios=15
import SwiftUI

struct PriceLabel: View {
    let price: String

    var body: some View {
        VStack {
            Text("Price: ") + Text(price).foregroundColor(.green).bold()
            Text(price)
                .foregroundColor(.red)
        }
    }
}
