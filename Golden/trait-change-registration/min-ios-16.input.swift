// golden: min-ios=16
import UIKit

final class MapViewController: UIViewController {
    private let legendView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(legendView)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass {
            legendView.isHidden = traitCollection.verticalSizeClass == .compact
        }
    }
}
