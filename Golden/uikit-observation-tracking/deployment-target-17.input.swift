// golden: rules=observable-macro,uikit-observation-tracking min-ios=17
import Combine
import UIKit

final class ScoreModel: ObservableObject {
    @Published var score = 0
}

final class ScoreViewController: UIViewController {
    let model = ScoreModel()
    private let scoreLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.$score
            .sink { [weak self] score in self?.scoreLabel.text = "\(score)" }
            .store(in: &cancellables)
    }
}
