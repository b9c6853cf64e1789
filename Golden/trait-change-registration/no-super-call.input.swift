import UIKit

final class OnboardingViewController: UIViewController {
    private let arrowView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(arrowView)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection { updateArrow() }
    }

    private func updateArrow() {
        let name = traitCollection.layoutDirection == .rightToLeft ? "arrow.left" : "arrow.right"
        arrowView.image = UIImage(systemName: name)
    }
}
