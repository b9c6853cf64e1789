import SwiftUI

struct Theme {
    let tint: Color
}

final class LegacyBanner {
    var tint: Color?
    var accent: Color?
}
