import UIKit

final class OnboardingViewController: UIViewController {
    let logo = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint(item: logo, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: logo, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 40).isActive = true
    }
}
