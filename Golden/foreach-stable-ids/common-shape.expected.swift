import SwiftUI

struct Song: Identifiable {
    let id: Int
    var title: String
    var isFavorite = false
}

struct PlaylistView: View {
    @State private var songs: [Song] = []

    var body: some View {
        List {
            ForEach(songs) { song in
                Text(song.title)
            }
            ForEach(songs) { song in
                HStack {
                    Text(song.title)
                    Spacer()
                }
            }
            ForEach(self.songs) { song in
                Text(song.title)
            }
        }
    }
}
