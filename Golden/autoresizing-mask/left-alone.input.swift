import UIKit

final class FormViewController: UIViewController {
    // Set from a storyboard (an outlet): not created here.
    private var nameField: UITextField!
    private let stack = UIStackView()
    private let nameLabel = UILabel()
    private let done = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let footer = UILabel()
    private let header = UILabel()
    private let framed = UILabel()

    override func loadView() {
        let root = UIView()
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        // The stack view sets it on its arranged subviews.
        stack.addArrangedSubview(nameLabel)
        nameLabel.heightAnchor.constraint(equalToConstant: 44).isActive = true
        // Set in a loop: the rule does not follow arrays.
        [done, spinner].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(done)
        view.addSubview(spinner)
        // A helper may set it.
        prepare(footer)
        view.addSubview(footer)
        // A method of the project called on it may set it.
        header.pinnable()
        view.addSubview(header)
        // Laid out by frame: no anchors of its own.
        view.addSubview(framed)
        framed.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            nameField.widthAnchor.constraint(equalToConstant: 200),
            done.topAnchor.constraint(equalTo: stack.bottomAnchor),
            spinner.centerXAnchor.constraint(equalTo: done.centerXAnchor),
            footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            header.topAnchor.constraint(equalTo: view.topAnchor),
            view.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
        ])
    }

    private func prepare(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
    }
}

extension UIView {
    func pinnable() {
        translatesAutoresizingMaskIntoConstraints = false
    }
}
