// golden: rules=observable-macro,uikit-observation-tracking min-ios=18
import Combine
import UIKit

final class ProfileModel: ObservableObject {
    @Published var name = ""
    @Published var isOnline = false
}
