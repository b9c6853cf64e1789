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
                        NavigationLink(value: song) {
                            // Title, then artist.
                            Text(song.title)
                            Text(song.artist)
                        }
                    }
                }
            }
                .navigationTitle("Songs")
                .navigationDestination(for: Song.self) { song in
                    SongView(song: song, showsArtist: showsArtist)
                        .navigationTitle(song.title)
                }
        }
    }
}

struct TitledSongsView: View {
    let songs: [Song]

    var body: some View {
        NavigationStack {
            List(songs, id: \.title) { (song) in
                NavigationLink(song.title, value: song)
            }
            .navigationDestination(for: Song.self) { song in
                SongView(song: song)
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
                    NavigationLink(value: song, label: { Text(song.title) })
                        .font(.headline)
#endif
                }
            }.padding()
            .navigationDestination(for: Song.self) { song in
                SongView(song: song)
            }
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
                    NavigationLink(value: song) { Text(song.title) }
                }
                List(favorites, id: \.title) { song in
                    NavigationLink(value: song) { Text("★ " + song.title) }
                }
            }
            .navigationDestination(for: Song.self) { song in
                SongView(song: song)
            }
        }
    }
}
