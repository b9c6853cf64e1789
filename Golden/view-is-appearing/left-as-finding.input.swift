import UIKit

final class ChartViewController: UIViewController {
    let chart = UIView()
    var chartWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(chart)
        // A call runs again on every appearance: only a person knows whether it may.
        chart.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
        chart.setNeedsLayout()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Statements after the geometry code would run before it: not moved.
        chartWidth = view.bounds.width
        chart.alpha = 1
    }
}

final class PagerViewController: UIViewController {
    var animated = false
    var pageWidth: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // `animated` here is the property; in viewIsAppearing it would be the parameter.
        pageWidth = animated ? 0 : view.bounds.width
    }
}

final class CounterViewController: UIViewController {
    var width: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // `+=` adds again on every appearance.
        width += view.bounds.width
    }
}

final class StatsViewController: UIViewController {
    var total: CGFloat = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A `defer` would run before the moved statements.
        defer { total = 0 }
        total = view.bounds.height
    }
}
