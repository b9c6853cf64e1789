import SwiftUI

struct HomeView: View {
    @EnvironmentObject var model: AppModel

    var body: some View {
        Text(model.title)
    }
}

struct HomePreview: View {
    var body: some View {
        HomeView().environmentObject(AppModel.preview())
    }
}
