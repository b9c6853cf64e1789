import Combine
import UIKit

final class SearchViewController: UIViewController {
    let model = SearchModel()
    let uploader = Uploader()
    private let tableView = UITableView()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.$query
            .sink { [weak self] query in
                self?.uploader.upload(query)
            }
            .store(in: &cancellables)
        model.$query
            .receive(on: DispatchQueue.global())
            .sink { [weak self] _ in self?.title = "…" }
            .store(in: &cancellables)
        // The data source reads `model.results` later, outside any tracked method.
        model.$results
            .sink { [weak self] _ in self?.tableView.reloadData() }
            .store(in: &cancellables)
        model.objectWillChange
            .sink { [weak self] in self?.model.results = [] }
            .store(in: &cancellables)
    }
}
