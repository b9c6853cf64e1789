import UIKit

final class CardView: UIView {
    let title = UILabel()

    func layout() {
        addSubview(title)
        addConstraints([
            title.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 16),
            self.trailingAnchor.constraint(equalTo: title.trailingAnchor, constant: 16),
        ])
    }
}

final class StackedViewController: UIViewController {
    private let header = UIView()
    private let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addSubview(footer)
        let views = ["header": header, "footer": self.footer]
        var constraints: [NSLayoutConstraint] = []
        constraints += [
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            self.footer.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            self.footer.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
            view.bottomAnchor.constraint(equalTo: self.footer.bottomAnchor),
        ]
        constraints += [
            self.footer.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 12),
        ]
        NSLayoutConstraint.activate(constraints)
    }
}
