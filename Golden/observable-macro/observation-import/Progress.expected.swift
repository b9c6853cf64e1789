// golden: min-ios=17
import Combine
import Foundation // models only
import Observation

@Observable public final class SyncProgress {
    public var fraction: Double = 0
}
