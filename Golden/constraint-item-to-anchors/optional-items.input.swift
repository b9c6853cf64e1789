import UIKit

final class BannerHostView: UIView {
    var banner: UIView?
    weak var container: UIView?
    let spinner = UIActivityIndicatorView()

    func layout() {
        NSLayoutConstraint(item: banner as Any, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: spinner, attribute: .centerX, relatedBy: .equal, toItem: spinner.superview, attribute: .centerX, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: spinner, attribute: .centerY, relatedBy: .equal, toItem: container!, attribute: .centerY, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: spinner as Any, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 0).isActive = true
        if let banner {
            NSLayoutConstraint(item: banner, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44).isActive = true
        }
        DispatchQueue.main.async { [weak self] in
            NSLayoutConstraint(item: self as Any, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10).isActive = true
            NSLayoutConstraint(item: self?.spinner as Any, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10).isActive = true
        }
    }
}
