import SwiftUI

struct EpisodesView: View {
    @State private var episodes: [Episode] = []

    var body: some View {
        List {
            ForEach(episodes.indices, id: \.self) { i in
                Text(episodes[i].title)
            }
        }
    }
}
