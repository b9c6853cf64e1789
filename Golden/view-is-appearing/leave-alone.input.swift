import UIKit

final class SettingsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let badge = UILabel()
    var screenWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // Setup that does not depend on geometry.
        view.backgroundColor = .systemBackground
        title = "Settings"
        view.addSubview(tableView)
        // Writes are not reads.
        badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.frame.origin.y = 0
        // The screen's bounds do not depend on this view's layout.
        screenWidth = UIScreen.main.bounds.width
        // A subview's frame is laid out only after viewIsAppearing: moving it would not help.
        badge.layer.cornerRadius = badge.frame.height / 2
        // A local view is not the controller's.
        let spacer = UIView()
        spacer.backgroundColor = spacer.frame.isEmpty ? .clear : .red
        // The idiom is the device's: accurate before the view is in a window.
        if traitCollection.userInterfaceIdiom == .pad || view.traitCollection.userInterfaceIdiom == .mac {
            tableView.separatorStyle = .none
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Locals shadowing the controller's members.
        let view = UIView(frame: .zero)
        let traitCollection = UITraitCollection()
        screenWidth = view.bounds.width * traitCollection.displayScale
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        screenWidth = view.bounds.width
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        badge.center = CGPoint(x: view.bounds.maxX - 20, y: 20)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        tableView.frame = view.bounds
    }

    func layoutBadge() {
        badge.center.x = view.bounds.midX
    }
}
