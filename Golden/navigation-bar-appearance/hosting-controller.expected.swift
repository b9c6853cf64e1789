import SwiftUI
import UIKit

// A UIHostingController is a UIViewController: its navigation controller's bar is a UINavigationBar.
final class SettingsHostingController: UIHostingController<Text> {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundColor = .systemIndigo
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
    }
}
