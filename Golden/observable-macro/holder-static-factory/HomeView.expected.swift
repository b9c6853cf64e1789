import SwiftUI

struct HomeView: View {
    @Environment(AppModel.self) var model: AppModel

    var body: some View {
        Text(model.title)
    }
}

struct HomePreview: View {
    var body: some View {
        HomeView().environment(AppModel.preview())
    }
}
