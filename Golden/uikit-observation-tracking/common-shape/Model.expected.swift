import Combine
import UIKit
import Observation

@Observable final class CartModel {
    var items: [String] = []
    var title: String? = "Cart"
    var isCheckingOut = false
}
