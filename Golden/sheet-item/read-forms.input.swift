import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var caption: String
}

struct PhotoView: View {
    let photo: Photo
    var body: some View { Text(photo.caption) }
}

struct GalleryView: View {
    let photos: [Photo]
    @State private var isShowingPhoto = false
    @State private var isShowingCaption = false
    @State private var isShowingDetail = false
    @State private var isShowingFull = false
    @State private var selectedPhoto: Photo?

    var body: some View {
        VStack {
            Button("First") { open(photos[0]) }
            Button("Caption") {
                self.selectedPhoto = photos[0]
                self.isShowingCaption = true
            }
            Button("Detail") {
                selectedPhoto = photos[1]
                isShowingDetail.toggle()
            }
            Button("Full") {
                selectedPhoto = photos[2]
                isShowingFull = true
            }
        }
        .sheet(isPresented: $isShowingPhoto, onDismiss: { print("closed") }) {
            selectedPhoto.map { PhotoView(photo: $0) }
        }
        .sheet(isPresented: self.$isShowingCaption) {
            Text(selectedPhoto!.caption)
                .padding()
        }
        .sheet(isPresented: $isShowingDetail, content: {
            if let selectedPhoto {
                PhotoView(photo: selectedPhoto)
            } else {
                ProgressView()
            }
        })
        .fullScreenCover(isPresented: $isShowingFull) {
            selectedPhoto.map(PhotoView.init(_:))
        }
    }

    private func open(_ photo: Photo) {
        selectedPhoto = photo
        isShowingPhoto = true
    }
}

extension PhotoView {
    init(_ photo: Photo) { self.photo = photo }
}
