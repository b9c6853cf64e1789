import UIKit

final class PhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let dark = UINavigationBarAppearance()
        dark.configureWithTransparentBackground()
        navigationItem.standardAppearance = dark
    }
}
