import UIKit

final class BadgeView: UIView {
    private let title = UILabel()
    private lazy var icon: UIImageView = {
        let image = UIImageView(image: nil)
        image.contentMode = .scaleAspectFit
        return image
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
        addSubview(icon)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor),
            self.icon.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func addCount() {
        let count = UILabel(frame: .zero)
        addSubview(count)
        count.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }
}
