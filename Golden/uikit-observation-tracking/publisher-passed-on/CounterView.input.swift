// golden: rules=observable-macro,uikit-observation-tracking min-ios=18
import Combine
import UIKit

/// The publisher is held in a local before it is subscribed to, and the model's change is
/// passed on: no `.sink` follows either access, so the index's answer alone keeps this file in.
final class CounterView: UIView {
    let counter = Counter()
    private var cancellables: Set<AnyCancellable> = []

    func bind() {
        let changes = counter.$count
        changes
            .sink { [weak self] value in self?.show(value) }
            .store(in: &cancellables)
        forward(counter.objectWillChange)
    }

    func forward(_ changes: ObservableObjectPublisher) {}

    func show(_ value: Int) {}
}
