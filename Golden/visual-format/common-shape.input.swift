import UIKit

final class CardView: UIView {
    let title = UILabel()

    func layout() {
        addSubview(title)
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[title]-16-|", options: [], metrics: nil, views: ["title": title]))
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
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|[header(44)]-8-[footer(>=20)]|", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=12)-[footer]", options: [], metrics: [:], views: views)
        NSLayoutConstraint.activate(constraints)
    }
}
