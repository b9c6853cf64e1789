// golden: min-ios=16
import SwiftUI

extension Text {
    func warning() -> Text {
        foregroundColor(.orange).bold()
    }

    var dimmed: Text {
        self.foregroundColor(.secondary)
    }

    func caption() -> some View {
        foregroundColor(.gray)
    }
}
