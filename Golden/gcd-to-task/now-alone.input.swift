import UIKit

final class Banner: UIViewController {
    func show() {
        DispatchQueue.main.asyncAfter(deadline: .now()) {
            self.view.alpha = 1
        }
    }
}
