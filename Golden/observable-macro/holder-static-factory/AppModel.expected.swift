import SwiftUI

@Observable final class AppModel {
    var title = "Home"
}
