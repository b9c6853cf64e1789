import UIKit

final class TimelineScreen: ThemedScreen {
    let headerView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        applyTheme()
        headerView.frame.size.height = view.safeAreaLayoutGuide.layoutFrame.height / 4
        view.addSubview(headerView)
    }
}
