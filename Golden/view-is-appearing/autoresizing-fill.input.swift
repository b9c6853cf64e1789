import UIKit

final class WebContainerViewController: UIViewController {
    let contentView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let overlay = UIView(frame: view.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(overlay)
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
    }
}
