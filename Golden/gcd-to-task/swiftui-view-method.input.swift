import SwiftUI

struct BannerView: View {
    @State private var visible = false

    var body: some View {
        Text("Saved")
            .opacity(visible ? 1 : 0)
    }

    func show() {
        DispatchQueue.main.async {
            visible = true
        }
    }
}

extension BannerView {
    func hide() {
        DispatchQueue.main.async {
            visible = false
        }
    }
}

struct MapView: UIViewRepresentable {
    @Binding var centered: Bool

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ uiView: UIView, context: Context) {
        DispatchQueue.main.async {
            centered = false
        }
    }
}
