import UIKit

final class ComposerViewController: UIViewController {
    let sendButton = UIButton()
    var usesCompactLayout = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sendButton)
        sendButton.tintColor = view.traitCollection.userInterfaceStyle == .dark ? .white : .black
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        usesCompactLayout = self.traitCollection.horizontalSizeClass == .compact
    }
}
