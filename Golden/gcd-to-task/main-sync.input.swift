import UIKit

final class TitleReader {
    func currentTitle(of viewController: UIViewController) -> String? {
        var title: String?
        DispatchQueue.main.sync {
            title = viewController.title
        }
        return title
    }
}
