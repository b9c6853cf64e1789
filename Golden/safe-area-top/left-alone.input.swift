import UIKit

final class HostViewController: UIViewController {
    private let feed = UITableView()
    private let backdrop = UIVisualEffectView(effect: nil)
    private let footer = UILabel()
    private let child = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        view.addSubview(feed)
        view.addSubview(backdrop)
        view.addSubview(footer)
        NSLayoutConstraint.activate([
            // A child view controller's view lays out its own safe area.
            child.view.topAnchor.constraint(equalTo: view.topAnchor),
            // A scroll view insets its content by the safe area.
            feed.topAnchor.constraint(equalTo: view.topAnchor),
            backdrop.topAnchor.constraint(equalTo: view.topAnchor),
            footer.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor),
            footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        child.didMove(toParent: self)
        if let childView = child.viewIfLoaded {
            childView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        }
    }

    /// `view` here is the parameter, not the controller's root view.
    func pin(_ label: UILabel, in view: UIView) {
        label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    }
}

/// A view's own top is not a controller's root view.
final class BadgeView: UIView {
    let view = UILabel()
    let title = UILabel()

    func layout() {
        title.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        title.topAnchor.constraint(equalTo: topAnchor).isActive = true
    }
}

/// A view filling the area above the safe area (under the status bar) on purpose.
final class WebContainerViewController: UIViewController {
    func addStatusBarBacking() {
        let backing = UIView()
        view.addSubview(backing)
        NSLayoutConstraint.activate([
            backing.topAnchor.constraint(equalTo: view.topAnchor),
            backing.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            backing.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }
}

/// Placed at computed coordinates of the root view: its constant follows an anchor rect.
final class CalloutViewController: UIViewController {
    private let bubble = UIView()
    private var bubbleTop: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bubble)
        bubbleTop = bubble.topAnchor.constraint(equalTo: view.topAnchor)
        bubbleTop.isActive = true
    }

    func point(at rect: CGRect) {
        bubbleTop.constant = rect.maxY
    }
}
