// golden: rules=observable-macro,uikit-observation-tracking min-ios=26
import Combine
import UIKit

final class HeaderView: UIView {
    let model = InboxModel()
    private let titleLabel = UILabel()
    private var cancellable: AnyCancellable?

    func bind() {
        cancellable = model.$title.sink { [weak self] _ in
            DispatchQueue.main.async(execute: { [weak self] in
                guard let self else { return }
                self.titleLabel.text = self.model.title
            })
        }
    }
}
