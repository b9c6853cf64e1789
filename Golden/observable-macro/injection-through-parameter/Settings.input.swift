import SwiftUI

final class AppSettings: ObservableObject {
    @Published var theme = "light"
}
