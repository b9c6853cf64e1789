// golden: min-ios=17
import SwiftUI

extension Text {
    func warning() -> Text {
        foregroundColor(.orange).bold()
    }
}
