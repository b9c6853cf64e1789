import UIKit

class BaseViewController: UIViewController {
    func applyTheme() {}
}
