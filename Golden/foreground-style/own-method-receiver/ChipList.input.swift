import SwiftUI

struct ChipList: View {
    let chip = Chip()

    var body: some View {
        VStack {
            Image(systemName: "tag").foregroundColor(chip.foregroundColor(.blue).color)
            Image(systemName: "tag.fill").foregroundColor(Chip().foregroundColor(.orange).color)
        }
    }
}
