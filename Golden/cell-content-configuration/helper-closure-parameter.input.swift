import UIKit

/// The app's own row: the closure it hands its cell to declares the cell's type.
final class SettingRow {
    let title: String
    private var updates: [(UITableViewCell, SettingRow) -> Void] = []

    init(title: String) {
        self.title = title
    }

    func cellUpdate(_ update: @escaping (UITableViewCell, SettingRow) -> Void) {
        updates.append(update)
    }
}

final class SettingsViewController: UIViewController {
    let row = SettingRow(title: "Name")

    func setUpRows() {
        row.cellUpdate { cell, row in
            cell.textLabel?.text = row.title
            cell.textLabel?.textColor = .systemBlue
        }
    }
}
