import UIKit

final class SearchViewController: UIViewController {
    private var pendingSearch: DispatchWorkItem?

    func search(_ text: String) {
        pendingSearch?.cancel()
        let workItem = DispatchWorkItem { [weak self] in
            self?.title = text
        }
        pendingSearch = workItem
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: workItem)
        DispatchQueue.main.async(execute: workItem)
    }
}
