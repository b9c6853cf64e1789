import UIKit

final class ListHeader: UIView {
    let icon = UIImageView()
    let label = UILabel()
    var expandedHeight: NSLayoutConstraint!
    var collapsedHeight: NSLayoutConstraint!

    func build() {
        addSubview(icon)
        icon.widthAnchor.constraint(equalToConstant: 24).isActive = true
        icon.heightAnchor.constraint(equalToConstant: 24).isActive = true
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
        collapsedHeight.isActive = false
        expandedHeight.isActive = false
        self.expandedHeight.isActive = true
        NSLayoutConstraint(item: label, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20).isActive = true
    }
}
