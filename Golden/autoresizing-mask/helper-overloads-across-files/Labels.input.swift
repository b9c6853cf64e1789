import UIKit

/// One of two `pin`s that can take a label: the compiler picks, the rule cannot tell which.
@MainActor
func pin(_ label: UILabel) {
    label.translatesAutoresizingMaskIntoConstraints = false
}
