import UIKit

final class ProfileHeaderView: UIView {
    private let name = UILabel()
    private let avatar = UIImageView(image: nil)
    private lazy var badge: UIView = {
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        dot.backgroundColor = .red
        return dot
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(name)
        addSubview(avatar)
        addSubview(badge)
        name.translatesAutoresizingMaskIntoConstraints = false
        avatar.translatesAutoresizingMaskIntoConstraints = false
        // Pinned on every side.
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor),
            avatar.topAnchor.constraint(equalTo: topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            self.badge.trailingAnchor.constraint(equalTo: trailingAnchor),
            badge.topAnchor.constraint(equalTo: topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 8),
            badge.heightAnchor.constraint(equalToConstant: 8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showCount(_ value: Int) {
        let count = UILabel(frame: .zero) // the number
        count.translatesAutoresizingMaskIntoConstraints = false
        count.text = "\(value)"
        addSubview(count)
        count.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        count.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }

    /// A local made and constrained in nested closures.
    func showToast(in host: UIView) {
        DispatchQueue.main.async {
            let toast = UILabel()
            toast.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(toast)
            UIView.animate(withDuration: 0.3) {
                NSLayoutConstraint.activate([
                    toast.centerXAnchor.constraint(equalTo: host.centerXAnchor),
                    toast.bottomAnchor.constraint(equalTo: host.bottomAnchor, constant: -16),
                ])
                host.layoutIfNeeded()
            }
        }
    }

    func mark() {
#if DEBUG
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        addSubview(marker)
        NSLayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: topAnchor),
            marker.bottomAnchor.constraint(equalTo: bottomAnchor),
            marker.trailingAnchor.constraint(equalTo: trailingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 2),
        ])
#endif
    }
}
