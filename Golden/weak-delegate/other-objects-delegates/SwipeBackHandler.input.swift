import UIKit

final class SwipeBackHandler: NSObject, UIGestureRecognizerDelegate, UIPopoverPresentationControllerDelegate {}

final class PlayerViewController: UIViewController {
    let swipeBack = SwipeBackHandler()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Other objects' delegates: a gesture recognizer's and a popover's.
        if let parent = navigationController?.parent as? UINavigationController,
           let gestureRecognizer = parent.interactivePopGestureRecognizer {
            gestureRecognizer.delegate = swipeBack
        }
        popoverPresentationController?.delegate = swipeBack
    }
}
