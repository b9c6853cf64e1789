import UIKit

final class DownloadsController: UIViewController {
    static func applyAccent() {
        let contained = UINavigationBar.appearance(whenContainedInInstancesOf: [DownloadsController.self])
        contained.barTintColor = .systemGreen
    }
}
