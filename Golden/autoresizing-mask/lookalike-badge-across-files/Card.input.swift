import UIKit

/// `pin(badge)` runs the `pin` whose parameter can take a label (Layout.swift); `caption` is
/// only passed to the lookalike's.
final class CardController: UIViewController {
    let badge = UILabel()
    private let caption = UILabel()
    private let tag = Badge()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        view.addSubview(caption)
        pin(badge)
        pin(tag)
        badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        caption.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
    }
}
