import SwiftUI

struct ChipList: View {
    let chip = Chip()

    var body: some View {
        VStack {
            Image(systemName: "tag").foregroundStyle(chip.foregroundColor(.blue).color)
            Image(systemName: "tag.fill").foregroundStyle(Chip().foregroundColor(.orange).color)
        }
    }
}
