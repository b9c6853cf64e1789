import UIKit

final class ComposeViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textView)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        textView.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), compatibleWith: traitCollection)
        if traitCollection.horizontalSizeClass == .regular {
            textView.textContainerInset = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
        }
    }
}
