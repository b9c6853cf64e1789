import SwiftUI

final class Store: ObservableObject {
    @Published var items: [String] = []
}
