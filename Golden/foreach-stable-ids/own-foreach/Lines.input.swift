import SwiftUI

struct LinesView: View {
    let lines: [String]

    var body: some View {
        VStack {
            ForEach(lines.indices, id: \.self) { i in
                Text(lines[i])
            }
        }
    }
}
