import UIKit

enum ReuseIdentifiers {
    static let row = "Row"
}

extension UITableView {
    /// Registers the plain cells every settings screen uses.
    func registerSettingsCells() {
        register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }
}
