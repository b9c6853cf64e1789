// golden: min-ios=12
import SwiftUI

struct Row: Identifiable {
    let id: Int
    var title: String
}

@available(iOS 13.0, *)
struct RowsView: View {
    let rows: [Row]

    var body: some View {
        VStack {
            ForEach(rows.indices, id: \.self) { i in
                Text(rows[i].title)
            }
        }
    }
}
