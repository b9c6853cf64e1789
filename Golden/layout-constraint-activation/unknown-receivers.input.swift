import UIKit

final class Panel: UIView {
    let header = UIView()
    var height: NSLayoutConstraint?

    func pin(_ views: [UIView], make: () -> NSLayoutConstraint) {
        // `$0` has no written type, but this is UIKit's anchor API: rewritten.
        views.forEach {
            $0.topAnchor.constraint(equalTo: topAnchor).isActive = true
            $0.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
        }
        // A closure's result: the rule cannot tell its type, so the run is reported.
        let made = make()
        made.isActive = true
        header.heightAnchor.constraint(equalToConstant: 44).isActive = true
    }
}
