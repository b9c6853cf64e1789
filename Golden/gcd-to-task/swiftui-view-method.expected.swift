import SwiftUI

struct BannerView: View {
    @State private var visible = false

    var body: some View {
        Text("Saved")
            .opacity(visible ? 1 : 0)
    }

    func show() {
        Task { @MainActor in
            visible = true
        }
    }
}

extension BannerView {
    func hide() {
        Task { @MainActor in
            visible = false
        }
    }
}

struct MapView: UIViewRepresentable {
    @Binding var centered: Bool

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ uiView: UIView, context: Context) {
        Task { @MainActor in
            centered = false
        }
    }
}
