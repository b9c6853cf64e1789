import SwiftUI
import UIKit

// A UIHostingController is a UIViewController: its navigation controller's bar is a UINavigationBar.
final class SettingsHostingController: UIHostingController<Text> {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.barTintColor = .systemIndigo
    }
}
