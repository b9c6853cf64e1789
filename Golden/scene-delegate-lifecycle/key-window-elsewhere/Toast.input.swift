import UIKit

@MainActor
enum Toast {
    static func show(_ text: String) {
        guard let window = UIApplication.shared.keyWindow else { return }
        window.addSubview(UILabel())
    }
}
