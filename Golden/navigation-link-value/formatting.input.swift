import SwiftUI

struct Song: Hashable {
    let title: String
    let artist: String
}

struct SongView: View {
    let song: Song
    var showsArtist = false
    var body: some View { Text(song.title) }
}

struct SongsView: View {
    let songs: [Song]
    var showsArtist = true

    var body: some View {
        NavigationStack {
            List {
                // The songs, one row each.
                ForEach(songs, id: \.title) { song in
                    VStack {
                        NavigationLink {
                            SongView(song: song, showsArtist: showsArtist)
                                .navigationTitle(song.title)
                        } label: {
                            // Title, then artist.
                            Text(song.title)
                            Text(song.artist)
                        }
                    }
                }
            }
                .navigationTitle("Songs")
        }
    }
}

struct TitledSongsView: View {
    let songs: [Song]

    var body: some View {
        NavigationStack {
            List(songs, id: \.title) { (song) in
                NavigationLink(song.title, destination: SongView(song: song))
            }
        }
    }
}

struct LabelledSongsView: View {
    let songs: [Song]

    var body: some View {
        NavigationStack {
            VStack {
                ForEach(songs, id: \.title) { song in
#if os(iOS)
                    NavigationLink(destination: SongView(song: song), label: { Text(song.title) })
                        .font(.headline)
#endif
                }
            }.padding()
        }
    }
}

struct SharedDestinationView: View {
    let songs: [Song]
    let favorites: [Song]

    var body: some View {
        NavigationStack {
            VStack {
                List(songs, id: \.title) { song in
                    NavigationLink(destination: SongView(song: song)) { Text(song.title) }
                }
                List(favorites, id: \.title) { song in
                    NavigationLink(destination: SongView(song: song)) { Text("★ " + song.title) }
                }
            }
        }
    }
}
