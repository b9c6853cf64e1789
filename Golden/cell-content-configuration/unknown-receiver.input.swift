import UIKit

/// A row generic over its cell, as form libraries declare them: the closure's `cell` is
/// whatever cell type the row is specialized with.
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

/// The controller is generic too: the row's cell type is whatever a caller binds `RowCell` to.
final class FormViewController<RowCell: UITableViewCell>: UIViewController {
    let row = FormRow<RowCell>(title: "Name")

    func setUpRows() {
        row.cellUpdate { cell, row in
            cell.textLabel?.text = row.title
            cell.textLabel?.textColor = .systemBlue
        }
        row.cell?.detailTextLabel?.text = "required"
    }
}
