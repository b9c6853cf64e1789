import SwiftUI

struct EpisodesView: View {
    @State private var episodes: [Episode] = []

    var body: some View {
        List {
            ForEach(episodes) { episode in
                Text(episode.title)
            }
        }
    }
}
