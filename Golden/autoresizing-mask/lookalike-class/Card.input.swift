import UIKit

/// Not a view: its property only shares the name.
final class Badge {
    var translatesAutoresizingMaskIntoConstraints = true
}

final class Holder {
    var badge = Badge()
}

final class CardController: UIViewController {
    let badge = UILabel()
    let holder = Holder()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        holder.badge.translatesAutoresizingMaskIntoConstraints = false
        badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
    }

    func showLoading() {
        let spinner = UIActivityIndicatorView(style: .medium)
        view.addSubview(spinner)
        spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
    }
}
