import UIKit

final class ArticleViewController: UIViewController {
    private let headerBar = UIView()
    private let placeholder = UILabel()
    private let shade = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headerBar)
        view.addSubview(placeholder)
        view.insertSubview(shade, at: 0)
        NSLayoutConstraint.activate([
            headerBar.topAnchor.constraint(equalTo: view.topAnchor),
            headerBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: headerBar.trailingAnchor),
            // Behind everything else: a background.
            shade.topAnchor.constraint(equalTo: view.topAnchor),
            shade.heightAnchor.constraint(equalToConstant: 200),
        ])
        view.sendSubviewToBack(placeholder)
        placeholder.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    }
}
