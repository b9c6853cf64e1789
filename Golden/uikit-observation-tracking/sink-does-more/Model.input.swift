// golden: rules=observable-macro,uikit-observation-tracking min-ios=18
import Combine
import UIKit

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
}

final class Uploader {
    func upload(_ query: String) {}
}
