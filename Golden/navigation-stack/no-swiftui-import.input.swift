import UIKit

/// Not SwiftUI: the project's own container type, in a file that does not import SwiftUI.
final class NavigationView: UIView {}

@MainActor func makeContainer() -> UIView {
    NavigationView()
}
