// golden: rules=observable-macro,uikit-observation-tracking min-ios=26
import Combine
import UIKit

final class HeaderView: UIView {
    let model = InboxModel()
    private let titleLabel = UILabel()

    func bind() {
    }

    override func updateProperties() {
        super.updateProperties()
        self.titleLabel.text = self.model.title
    }
}
