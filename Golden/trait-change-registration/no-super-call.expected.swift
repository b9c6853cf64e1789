import UIKit

final class OnboardingViewController: UIViewController {
    private let arrowView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(arrowView)
        registerForTraitChanges([UITraitLayoutDirection.self]) { (self: Self, _: UITraitCollection) in
            self.updateArrow()
        }
    }

    private func updateArrow() {
        let name = traitCollection.layoutDirection == .rightToLeft ? "arrow.left" : "arrow.right"
        arrowView.image = UIImage(systemName: name)
    }
}
