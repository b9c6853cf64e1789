import UIKit

final class OnboardingViewController: UIViewController {
    let logo = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint(item: logo, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0).isActive = true
        logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
    }
}
