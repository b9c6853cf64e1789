import SwiftUI

struct Chip {
    var color: Color = .gray

    func foregroundColor(_ color: Color) -> Chip {
        var copy = self
        copy.color = color
        return copy
    }
}
