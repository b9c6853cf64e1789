import SwiftUI

final class AppModel: ObservableObject {
    @Published var title = "Home"
}
