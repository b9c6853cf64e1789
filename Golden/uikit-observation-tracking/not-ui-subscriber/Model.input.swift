import Combine
import Foundation

final class CartModel: ObservableObject {
    @Published var items: [String] = []
}
