import SwiftUI

final class NetworkState: ObservableObject {
    @Published var isOnline = true
}
