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
            ForEach(songs.indices, id: \.self) { i in
                Text(songs[i].title)
            }
            ForEach(0..<songs.count) { index in
                HStack {
                    Text(songs[index].title)
                    Spacer()
                }
            }
            ForEach(0...self.songs.count - 1, id: \.self) { row in
                Text(self.songs[row].title)
            }
        }
    }
}
