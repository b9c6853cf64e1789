import UIKit

final class TagsViewController: UIViewController {
    var tagViews: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tagViews.forEach { view.addSubview($0) }
        tagViews.forEach { tag in
            tag.layer.cornerRadius = view.bounds.width / 40
        }
    }
}
