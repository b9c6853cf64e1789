import UIKit

final class ComposeViewController: UIViewController {
    private var toolbar: UIToolbar?
    private let editor = UIView()
    private lazy var hint: UILabel = {
        let label = UILabel()
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(editor)
        editor.topAnchor
            .constraint(
                equalTo: view.safeAreaLayoutGuide.topAnchor, // under the bars
                constant: 8
            )
            .isActive = true
        toolbar?.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.view.addSubview(self.hint)
            UIView.animate(withDuration: 0.2) {
                self.hint.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor).isActive = true
            }
        }
#if os(iOS)
        let status = UILabel()
        view.addSubview(status)
        status.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
#endif
    }
}
