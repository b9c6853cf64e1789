// golden: rules=observable-macro,uikit-observation-tracking min-ios=18
import Combine
import Foundation

/// Not a view: saves the cart whenever it changes.
final class CartSync {
    let model: CartModel
    private var cancellables = Set<AnyCancellable>()

    init(model: CartModel) {
        self.model = model
        model.$items
            .sink { items in UserDefaults.standard.set(items, forKey: "cart") }
            .store(in: &cancellables)
    }
}
