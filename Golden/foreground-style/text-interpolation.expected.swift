// golden: min-ios=15
import SwiftUI

struct LikeRow: View {
    let name: String
    let count: Int

    var body: some View {
        VStack {
            Text("\(Text(name).foregroundColor(.accentColor)) liked your post")
            Text(name).foregroundStyle(Color.secondary.opacity(0.6))
            summary
        }
    }

    var summary: some View {
        let styledName = Text(name).foregroundColor(.blue)
        let badge = Text("\(count)").foregroundStyle(Color.red)
        return VStack {
            Text("\(styledName) and others")
            badge
        }
    }
}
