import UIKit

extension TimelineScreen {
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        headerView.alpha = 1
    }
}
