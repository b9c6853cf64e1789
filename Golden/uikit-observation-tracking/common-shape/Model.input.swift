import Combine
import UIKit

final class CartModel: ObservableObject {
    @Published var items: [String] = []
    @Published var title: String? = "Cart"
    @Published var isCheckingOut = false
}
