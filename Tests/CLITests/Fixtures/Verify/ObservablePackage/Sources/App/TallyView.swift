import SwiftUI

struct TallyView: View {
    @ObservedObject var tally: Tally

    var body: some View {
        Text("\(tally.count)")
    }
}
