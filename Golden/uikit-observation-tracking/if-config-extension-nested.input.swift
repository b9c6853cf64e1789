// golden: rules=observable-macro,uikit-observation-tracking min-ios=26
import Combine
import UIKit

final class FeedModel: ObservableObject {
    @Published var posts: [String] = []
}

final class FeedViewController: UIViewController {
    let model = FeedModel()
    private let countLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        #if DEBUG
        model.$posts
            .sink { [weak self] posts in self?.countLabel.text = "\(posts.count)" }
            .store(in: &cancellables)
        #endif
        DispatchQueue.main.async {
            self.model.$posts
                .sink { [weak self] _ in
                    DispatchQueue.main.async { self?.countLabel.alpha = 1 }
                }
                .store(in: &self.cancellables)
        }
    }
}

extension FeedViewController {
    func observeAgain() {
        model.objectWillChange.sink { [weak self] in self?.countLabel.text = nil }.store(in: &cancellables)
    }
}
