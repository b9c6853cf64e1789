import Foundation

final class Session {
    var isActive = false
}

final class Sessions {
    let primary = Session()
    let secondary = Session()

    func start() {
        primary.isActive = true
        secondary.isActive = true
    }
}
