import UIKit

/// An autoresizing mask keeps the subviews at the view's size.
final class WebContainerViewController: UIViewController {
    let contentView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let overlay = UIView(frame: view.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(overlay)
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
    }
}

final class ListViewController: UIViewController {
    var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Constraints size the table: its first frame does not matter.
        tableView = UITableView(frame: view.frame, style: .plain)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

final class BannerViewController: UIViewController {
    let bannerView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // No mask, no constraints: the banner keeps the storyboard's width.
        bannerView.frame = view.bounds
        view.addSubview(bannerView)
    }
}

final class EmbedViewController: UIViewController {
    var webView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Creating a subview is one-time setup: its first frame is not flagged.
        webView = UIView(frame: view.bounds)
        view.addSubview(webView)
    }
}
