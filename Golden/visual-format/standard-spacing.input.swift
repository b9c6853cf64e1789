import UIKit

final class FormView: UIView {
    let name = UITextField()
    let save = UIButton()

    func layout() {
        addSubview(name)
        addSubview(save)
        let views: [String: Any] = ["name": name, "save": save]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-[save]-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[name]", options: [], metrics: nil, views: views))
    }
}
