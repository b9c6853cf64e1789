import UIKit

final class DownloadsController: UIViewController {
    static func applyAccent() {
        let contained = UINavigationBar.appearance(whenContainedInInstancesOf: [DownloadsController.self])
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundColor = .systemGreen
        contained.standardAppearance = appearance
        contained.scrollEdgeAppearance = appearance
    }
}
