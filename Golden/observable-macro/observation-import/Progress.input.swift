// golden: min-ios=17
import Combine
import Foundation // models only

public final class SyncProgress: ObservableObject {
    @Published public var fraction: Double = 0
}
