import UIKit

final class FormRow {
    let title: String
    var cell: UITableViewCell?
    private var updates: [(UITableViewCell, FormRow) -> Void] = []

    init(title: String) {
        self.title = title
    }

    func cellUpdate(_ update: @escaping (UITableViewCell, FormRow) -> Void) {
        updates.append(update)
    }
}

final class FormViewController: UIViewController {
    let row = FormRow(title: "Name")

    func setUpRows() {
        row.cellUpdate { cell, row in
            cell.textLabel?.text = row.title
            cell.textLabel?.textColor = .systemBlue
        }
        row.cell?.detailTextLabel?.text = "required"
    }
}
