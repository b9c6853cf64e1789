import UIKit

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scale = UIApplication.shared.keyWindow?.screen.scale ?? 2
        view.layer.borderWidth = 1 / scale
    }
}
