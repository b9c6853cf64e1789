import UIKit

protocol Themed {}

final class SettingsFooterView: UIView {
    let theme: Themed
    let button = UIButton(type: .system)
    let divider = { UIView() }()

    init(theme: Themed) {
        self.theme = theme
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError() }

    // A closure property: what calling it returns is not followed.
    let makeBadge: () -> UIView = { UIView() }

    func layout() {
        NSLayoutConstraint(item: makeBadge(), attribute: .top, relatedBy: .equal, toItem: button, attribute: .bottom, multiplier: 1, constant: 4).isActive = true
        NSLayoutConstraint(item: button, attribute: .top, relatedBy: .equal, toItem: theme, attribute: .top, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: button, attribute: .top, relatedBy: .equal, toItem: divider, attribute: .top, multiplier: 1, constant: 0).isActive = true
    }
}
