import SwiftUI

struct Track: Identifiable {
    let id: Int
    var title: String
    var isFavorite = false
}

struct TrackListView: View {
    @State private var tracks: [Track] = []

    var body: some View {
        VStack {
            ForEach(tracks.indices, id: \.self) { i in
                Text("\(i + 1). \(tracks[i].title)")
            }
            ForEach(tracks.indices, id: \.self) { i in
                TextField("Title", text: $tracks[i].title)
            }
            ForEach(tracks.indices, id: \.self) { i in
                Button(tracks[i].title) {
                    tracks[i].isFavorite = true
                }
            }
            ForEach(tracks.indices, id: \.self) {
                Text("\($0): \(tracks[$0].title)")
            }
            ForEach(tracks) { Text($0.title) }
            ForEach(tracks) { _ in
                Spacer()
            }
        }
    }
}
