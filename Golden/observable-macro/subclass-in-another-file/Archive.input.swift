import Foundation

final class Archive: Library {
    var isReadOnly = true
}
