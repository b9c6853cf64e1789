import UIKit

final class PopoverViewController: UIViewController {
    let panel = UIView()
    private(set) var panelTopConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(panel)
        panelTopConstraint = panel.topAnchor.constraint(equalTo: view.topAnchor)
        panelTopConstraint.isActive = true
    }
}
