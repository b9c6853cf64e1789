import UIKit

final class FormController: UIViewController {
    let nameRow = NameRow()

    func buildForm() {
        // `cell` is the row's NameCell: the closure only styles it.
        nameRow.cellUpdate { cell, row in
            cell.textLabel?.textColor = row.title == nil ? .secondaryLabel : .label
        }
        // A chain of callbacks: each returns the row itself.
        NameRow().cellSetup { cell, _ in
            cell.accessoryType = .disclosureIndicator
        }.cellUpdate { cell, _ in
            cell.detailTextLabel?.font = .preferredFont(forTextStyle: .footnote)
        }
        // Content and style set together, on the row's cell.
        nameRow.cellSetup { cell, row in
            cell.textLabel?.text = row.title
            cell.textLabel?.textColor = .systemBlue
        }
        // The row's cell, reached through its property.
        nameRow.cell.textLabel?.text = "Name"
    }

    /// Any row: its cell type is whatever the caller's row binds.
    func highlight<R: RowType>(_ row: R) {
        row.cellUpdate { cell, _ in
            cell.textLabel?.textColor = .systemRed
        }
    }
}
