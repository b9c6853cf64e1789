// golden: min-ios=17
import SwiftUI

extension Text {
    func warning() -> Text {
        foregroundStyle(Color.orange).bold()
    }
}
