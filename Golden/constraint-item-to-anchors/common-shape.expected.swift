import UIKit

final class ProfileHeaderView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel: UILabel = UILabel()

    func setUpConstraints() {
        // Avatar on the leading edge, under the safe area.
        avatarView.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 16).isActive = true
        avatarView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor).isActive = true  // no inset
        nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12).isActive = true
        nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor).isActive = true
        self.bottomAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 8).isActive = true
    }
}
