import Combine
import UIKit

final class StatusDot: UIView {
    let model: ProfileModel
    private var cancellable: AnyCancellable?

    init(model: ProfileModel) {
        self.model = model
        super.init(frame: .zero)
        cancellable = model.$isOnline.sink { [weak self] online in
            self?.backgroundColor = online ? .systemGreen : .systemGray
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension StatusDot {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
