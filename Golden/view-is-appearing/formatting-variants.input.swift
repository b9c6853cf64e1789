import UIKit

final class ReaderViewController: UIViewController {
    let textView = UITextView()

    override
    func viewDidLoad() {
        super.viewDidLoad()
        // Wide margins on wide screens.
        textView.textContainerInset = UIEdgeInsets(
            top: 16,
            left: view
                .bounds
                .width > 600 ? 48 : 16, // the reading column
            bottom: 16,
            right: 16
        )
        view.addSubview(textView) /* after the inset */
    }
}
