import UIKit

/// A project class with lifecycle methods of the same names: not a UIKit view controller.
@MainActor class ScreenModel {
    var width: CGFloat = 0
    var traitCollection = UITraitCollection()
    var view = UIView()
    func viewDidLoad() {}
    func viewWillAppear(_ animated: Bool) {}
}

final class DetailModel: ScreenModel {
    override func viewDidLoad() {
        super.viewDidLoad()
        width = view.bounds.width
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        width = traitCollection.displayScale
    }
}

final class ChartView: UIView {
    func viewDidLoad() {
        layer.cornerRadius = bounds.height / 2
    }
}
