import UIKit

final class BannerViewController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        view.addConstraint(NSLayoutConstraint(item: banner, attribute: .top, relatedBy: .equal,
                                              toItem: view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 0))
        // Already below the bars: not a site.
        view.addConstraint(NSLayoutConstraint(item: banner, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 0))
        // A bottom pin is not this rule's.
        view.addConstraint(NSLayoutConstraint(item: banner, attribute: .bottom, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 0))
    }
}
