import UIKit

final class ProfileHeaderView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel: UILabel = UILabel()

    func setUpConstraints() {
        // Avatar on the leading edge, under the safe area.
        NSLayoutConstraint(item: avatarView, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1, constant: 16).isActive = true
        NSLayoutConstraint(item: avatarView, attribute: .top, relatedBy: .equal, toItem: safeAreaLayoutGuide, attribute: .top, multiplier: 1.0, constant: 0.0).isActive = true  // no inset
        NSLayoutConstraint(item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: avatarView, attribute: .trailing, multiplier: 1, constant: 12).isActive = true
        NSLayoutConstraint(item: nameLabel, attribute: .centerY, relatedBy: .equal, toItem: avatarView, attribute: .centerY, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: self, attribute: .bottom, relatedBy: .equal, toItem: avatarView, attribute: .bottom, multiplier: 1, constant: 8).isActive = true
    }
}
