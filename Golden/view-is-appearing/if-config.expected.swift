import UIKit

final class DashboardViewController: UIViewController {
    let chartView = UIView()

    #if DEBUG
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("appearing")
    }
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(chartView)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        #if targetEnvironment(macCatalyst)
        chartView.layer.borderWidth = 1
        #else
        chartView.layer.borderWidth = traitCollection.displayScale > 2 ? 0.5 : 1
        #endif
    }
}
