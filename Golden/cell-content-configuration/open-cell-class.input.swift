import UIKit

open class FormCell: UITableViewCell {
    open var title: String?

    open func update() {
        textLabel?.text = title
        textLabel?.textColor = .label
    }
}
