import UIKit

final class ListHeader: UIView {
    let icon = UIImageView()
    let label = UILabel()
    var expandedHeight: NSLayoutConstraint!
    var collapsedHeight: NSLayoutConstraint!

    func build() {
        addSubview(icon)
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalToConstant: 24),
        ])
        addSubview(label)  // must stay between the two runs
        label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8).isActive = true
        #if os(iOS)
        label.centerYAnchor.constraint(equalTo: icon.centerYAnchor).isActive = true
        #endif
        label.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
    }

    func collapse() {
        expandedHeight.isActive = false
        collapsedHeight.isActive = true
    }

    func expand() {
        NSLayoutConstraint.deactivate([
            collapsedHeight,
            expandedHeight,
        ])
        NSLayoutConstraint.activate([
            self.expandedHeight,
            NSLayoutConstraint(item: label, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
        ])
    }
}
