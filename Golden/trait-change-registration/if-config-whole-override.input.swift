import UIKit

final class PlayerViewController: UIViewController {
    private let controlsView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(controlsView)
    }

    #if os(iOS)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.verticalSizeClass == traitCollection.verticalSizeClass {
            return
        }
        controlsView.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
    }
    #endif
}
