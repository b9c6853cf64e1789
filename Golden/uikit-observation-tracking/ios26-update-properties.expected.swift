// golden: rules=observable-macro,uikit-observation-tracking min-ios=26
import Combine
import UIKit
import Observation

@Observable final class PlayerModel {
    var title = ""
    var queue: [String] = []
}

final class PlayerViewController: UIViewController {
    var model = PlayerModel()
    private let titleLabel = UILabel()
    private var heightConstraint = NSLayoutConstraint()
    var subscriptions: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(titleLabel)
    }

    override func updateProperties() {
        super.updateProperties()
        titleLabel.text = model.title
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        self.heightConstraint.constant = CGFloat(model.queue.count) * 44
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        subscriptions.removeAll()
    }
}
