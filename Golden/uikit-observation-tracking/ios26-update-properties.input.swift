// golden: rules=observable-macro,uikit-observation-tracking min-ios=26
import Combine
import UIKit

final class PlayerModel: ObservableObject {
    @Published var title = ""
    @Published var queue: [String] = []
}

final class PlayerViewController: UIViewController {
    var model = PlayerModel()
    private let titleLabel = UILabel()
    private var heightConstraint = NSLayoutConstraint()
    var subscriptions: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()

        // Content: the title.
        model.$title.receive(on: RunLoop.main).sink { [unowned self] title in
            titleLabel.text = title
        }.store(in: &subscriptions)

        // Geometry: the queue's height.
        model.$queue.sink { [weak self] queue in
            self?.heightConstraint.constant = CGFloat(queue.count) * 44
        }.store(in: &subscriptions)

        view.addSubview(titleLabel)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        subscriptions.removeAll()
    }
}
