import UIKit

final class PlayerViewController: UIViewController {
    let progressView = UIView()
    var lastWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(progressView)
        DispatchQueue.main.async {
            self.lastWidth = self.view.bounds.width
        }
        UIView.animate(withDuration: 0.3) {
            self.progressView.alpha = 1
        } completion: { _ in
            self.lastWidth = self.view.frame.width
        }
        let measure = { [weak self] in
            self?.lastWidth = self?.view.bounds.width ?? 0
        }
        func relayout() {
            lastWidth = view.bounds.width
        }
        _ = measure
        _ = relayout
    }
}
