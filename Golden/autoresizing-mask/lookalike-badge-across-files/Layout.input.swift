import UIKit

@MainActor
func pin(_ view: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
}
