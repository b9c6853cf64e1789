import UIKit

protocol ValueDelegate {
    func valueChanged(_ value: Int)
}

protocol SheetDelegate: AnyObject {}

final class Handler: SheetDelegate {}

final class Sheet {
    var valueDelegate: ValueDelegate?
    var sheetDelegate: SheetDelegate
    // Strong on purpose: the sheet owns its handler.
    var ownedDelegate: SheetDelegate?
    var freshDelegate: SheetDelegate?
    weak var sharedDelegate: SheetDelegate?
    var sessionDelegate: StreamDelegate?

    init(handler: SheetDelegate) {
        sheetDelegate = handler
        freshDelegate = Handler()
        sharedDelegate = handler
    }
}

struct Settings {
    var delegate: SheetDelegate?
}
