import UIKit

class CardController: UIViewController {
    let icon = UIImageView()
    let name = UILabel()
    let detail = UILabel()
    let price = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(icon)
        view.addSubview(name)
        view.addSubview(detail)
        view.addSubview(price)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            name.leadingAnchor.constraint(equalTo: icon.trailingAnchor),
            detail.topAnchor.constraint(equalTo: name.bottomAnchor),
            price.topAnchor.constraint(equalTo: detail.bottomAnchor),
        ])
    }
}
