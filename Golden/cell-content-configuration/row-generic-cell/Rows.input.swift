import UIKit

/// A form library's rows, as Eureka declares them: the cell type is the row's generic
/// parameter, and the callbacks that hand the cell over are declared on protocols.
open class BaseCell: UITableViewCell {}

public final class NameCell: BaseCell {}

public protocol BaseRowType: AnyObject {}

public protocol TypedRowType: BaseRowType {
    associatedtype Cell: BaseCell
    var cell: Cell! { get }
}

public protocol RowType: TypedRowType {}

extension RowType {
    @discardableResult
    public func cellSetup(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
        callback(cell, self)
        return self
    }

    @discardableResult
    public func cellUpdate(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
        callback(cell, self)
        return self
    }
}

open class BaseRow {
    public var title: String?
}

open class Row<Cell: BaseCell>: BaseRow, TypedRowType {
    public var cell: Cell!
}

open class FieldRow<Cell: BaseCell>: Row<Cell> {}

public final class NameRow: FieldRow<NameCell>, RowType {}
