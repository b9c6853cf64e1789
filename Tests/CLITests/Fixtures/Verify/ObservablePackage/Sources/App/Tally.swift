import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0
}
