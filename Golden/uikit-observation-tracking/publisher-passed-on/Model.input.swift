import Combine
import UIKit

final class Counter: ObservableObject {
    @Published var count = 0
}
