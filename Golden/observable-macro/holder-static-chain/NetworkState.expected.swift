import SwiftUI

@Observable final class NetworkState {
    var isOnline = true
}
