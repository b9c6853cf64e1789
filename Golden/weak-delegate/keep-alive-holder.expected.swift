import UIKit

protocol SlideDelegate: AnyObject {
    func slideDidFinish()
}

final class PhotoViewController: UIViewController {
    var zoomTransitionDelegate: UIViewControllerTransitioningDelegate?
    weak var slideDelegate: SlideDelegate?

    func showDetail(_ detail: UIViewController, using transition: UIViewControllerTransitioningDelegate) {
        zoomTransitionDelegate = transition
        detail.transitioningDelegate = transition
        present(detail, animated: true)
    }

    func startSlideshow(_ slideshow: Slideshow) {
        slideshow.delegate = slideDelegate
    }
}

final class SheetController: UIViewController {
    var sheetTransitionDelegate: UIViewControllerTransitioningDelegate?

    func prepare(_ transition: UIViewControllerTransitioningDelegate) {
        sheetTransitionDelegate = transition
        transitioningDelegate = sheetTransitionDelegate
    }
}

final class Slideshow {
    weak var delegate: SlideDelegate?
}

final class AlbumController: UIViewController, SlideDelegate {
    let photos = PhotoViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        photos.slideDelegate = self
    }

    func slideDidFinish() {}
}
