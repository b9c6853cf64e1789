import SwiftUI

@Observable final class AppSettings {
    var theme = "light"
}
