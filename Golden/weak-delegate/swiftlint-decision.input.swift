import UIKit

protocol LoaderDelegate: AnyObject {
    func loaderDidFinish(_ loader: Loader)
}

final class Loader {
    // swiftlint:disable:next weak_delegate
    var delegate: LoaderDelegate?
    var progressDelegate: LoaderDelegate? // swiftlint:disable:this weak_delegate - the mock keeps its spy alive
    // swiftlint:disable weak_delegate
    var retryDelegate: LoaderDelegate?
    // swiftlint:enable weak_delegate
    var cacheDelegate: LoaderDelegate?
    // swiftlint:disable:next line_length
    var errorDelegate: LoaderDelegate?
    // swiftlint:disable all
    var statusDelegate: LoaderDelegate?
    // swiftlint:enable all
    var traceDelegate: LoaderDelegate?
    // swiftlint:disable:previous weak_delegate
    let note = "// swiftlint:disable:next weak_delegate"
    var logDelegate: LoaderDelegate?
}

final class LoaderController: UIViewController, LoaderDelegate {
    let loader = Loader()

    override func viewDidLoad() {
        super.viewDidLoad()
        loader.delegate = self
        loader.progressDelegate = self
        loader.retryDelegate = self
        loader.cacheDelegate = self
        loader.errorDelegate = self
        loader.statusDelegate = self
        loader.logDelegate = self
        loader.traceDelegate = self
    }

    func loaderDidFinish(_ loader: Loader) {}
}
