import UIKit

/// A row generic over its cell, as form libraries declare them: the closure's `cell` is
/// whatever cell type the row is specialized with, here `UITableViewCell`.
final class FormRow<Cell: UITableViewCell> {
    let title: String
    var cell: Cell?
    private var updates: [(Cell, FormRow) -> Void] = []

    init(title: String) {
        self.title = title
    }

    func cellUpdate(_ update: @escaping (Cell, FormRow) -> Void) {
        updates.append(update)
    }
}

final class FormViewController: UIViewController {
    let row = FormRow<UITableViewCell>(title: "Name")

    func setUpRows() {
        row.cellUpdate { cell, row in
            cell.textLabel?.text = row.title
            cell.textLabel?.textColor = .systemBlue
        }
        row.cell?.detailTextLabel?.text = "required"
    }
}
