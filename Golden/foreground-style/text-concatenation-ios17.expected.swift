// golden: min-ios=17
import SwiftUI

struct PriceLabel: View {
    let price: String

    var body: some View {
        Text("Price: ") + Text(price).foregroundStyle(Color.green).bold()
    }
}
